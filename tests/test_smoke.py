from engine import PRESETS, Action, Game, build_ruleset, replay
from tests.helpers import act, finish_setup, new_game


def test_every_preset_deals_and_sets_up() -> None:
    for name, preset in PRESETS.items():
        game = Game(build_ruleset(name), preset.ruleset.min_players)
        state, events = game.start(seed="smoke")
        events += finish_setup(state)
        assert state.phase == 2, name
        assert replay(game, events) == state


def test_first_three_dealt_face_up_starts_classic() -> None:
    # 002: "The first player is the person who receives the first 3 dealt face-up."
    _, state, _ = new_game("classic", 2, table=[["4C 5C 6C", "9C TC JC"], ["4D 5D 6D", "3H KD AD"]])
    finish_setup(state)
    assert state.turn == 1
    assert "play" in {a.kind for a in state.legal_actions(1)}
    act(state, 1, state.legal_actions(1)[-1].text())
    assert isinstance(state.legal_actions(0)[0], Action)
