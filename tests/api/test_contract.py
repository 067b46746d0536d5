"""The committed openapi.yaml is the one generated from schemas/, and a generated client
understands all of it."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from schemas import client as client_code
from schemas import openapi

ROOT = Path(__file__).resolve().parents[2]


def test_the_committed_spec_is_the_generated_one() -> None:
    committed = openapi.SPEC_PATH.read_text(encoding="utf-8")
    assert committed == openapi.render(), f"openapi.yaml is out of date: run `{openapi.COMMAND}`"


@pytest.fixture(scope="module")
def generated_client(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The client generated once for the module's tests: both read the same package, and
    neither writes to it."""
    return generate_client(tmp_path_factory.mktemp("contract"))


def generate_client(tmp_path: Path) -> Path:
    """The client openapi-python-client makes from openapi.yaml, as the package
    ``<tmp_path>/contract_client`` (as ``python -m schemas.client`` makes the committed one,
    under another name, so that it is never taken for the installed ``shithead_client``);
    it fails on any warning, since a warning means a part of the contract left out of the
    client (an error response among them)."""
    try:
        client_code.generator()
    except client_code.GeneratorError as exc:
        pytest.skip(str(exc))
    out = client_code.generate(tmp_path / "contract_client")
    assert (out / "api").is_dir()
    return out


def test_a_generated_client_takes_every_response(generated_client: Path) -> None:
    client = generated_client
    # the statuses the service answers with a problem are in the client, typed
    submit = (client / "api" / "games" / "submit_action.py").read_text()
    for status in (400, 401, 403, 404, 408, 409, 413, 414, 415, 417, 422, 429, 431, 503):
        assert f"response_{status} = Problem.from_dict" in submit, status


def test_a_generated_client_plays_a_game_and_reads_a_conflict(
    generated_client: Path, live_server: str
) -> None:
    """The client made from the contract, against the live service: every answer of a game
    parses into its model (events by their type), and a stale action's 409 into a Problem
    with the game's `version`."""
    generated = generated_client
    sys.path.insert(0, str(generated.parent))
    try:
        client_module = importlib.import_module(generated.name)
        models = importlib.import_module(f"{generated.name}.models")
        create_game, get_game, get_legal_moves, submit_action = (
            importlib.import_module(f"{generated.name}.api.games.{name}")
            for name in ("create_game", "get_game", "get_legal_moves", "submit_action")
        )

        with client_module.Client(base_url=live_server, raise_on_unexpected_status=True) as anyone:
            created = create_game.sync(
                client=anyone,
                body=models.CreateGameRequest.from_dict(
                    {"ruleset": "classic", "seats": 2, "seed": "client"}
                ),
            )
            assert isinstance(created, models.CreatedGame), created
        with client_module.AuthenticatedClient(
            base_url=live_server, token=created.seats[0].token, raise_on_unexpected_status=True
        ) as seat:
            moves = get_legal_moves.sync(created.id, client=seat)
            assert isinstance(moves, models.LegalMoves), moves
            done = submit_action.sync(
                created.id,
                client=seat,
                body=models.SubmitActionRequest.from_dict(
                    {"action": moves.actions[0].to_dict(), "expected_version": moves.version}
                ),
            )
            assert isinstance(done, models.ActionResult), done
            assert all(type(event).__name__.startswith("Sequenced") for event in done.events)
            game = get_game.sync(created.id, client=seat)
            assert isinstance(game, models.Game) and game.version == done.version, game
            stale = submit_action.sync(
                created.id,
                client=seat,
                body=models.SubmitActionRequest.from_dict(
                    {"action": {"kind": "ready"}, "expected_version": moves.version}
                ),
            )
            assert isinstance(stale, models.Problem), stale
            assert stale.status == 409 and stale.code == "version_conflict"
            assert stale.version == done.version
    finally:
        sys.path.remove(str(generated.parent))
        for name in [
            m for m in sys.modules if m == generated.name or m.startswith(f"{generated.name}.")
        ]:
            del sys.modules[name]
