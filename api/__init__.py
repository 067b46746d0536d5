"""The Shithead game service: rooms in layers, and data flows one way through them.

``http/``
    Everything that knows about HTTP, and nothing else: the app factory (:mod:`.http.app`,
    which only wires), one blueprint per resource, what they share (:mod:`.http.context`:
    the services, the bearer token, the JSON body), problems, rate limits, the streams, the
    pages, and gunicorn's settings, worker, WSGI entry and local runner.
``play/`` and ``bots/``
    What follows from new events: the seats the service plays (built-in and push bots),
    matches, tournaments, ladders and the runners that play tournaments outside the
    service; and the registered bots (their records, feeds and challenges).
``games/``
    One game: the repository (the state at version n), the game service (create, join,
    read, and one submit path: decide once, append once), its errors and the replay
    documents with their signing keys.
``store/``
    The only code that speaks to Redis: the event store (one append-only log per game), the
    record stores (matches, tournaments, bots, ladders, organisers), the sets the workers
    claim from, and the connections.
``web/``
    The pages' templates and scripts, which ``http/pages`` serves.

:mod:`.cli` is the ``shithead`` command (a module per group of subcommands), on top of
them all. Under every room sit the base modules they share: :mod:`.jsontext` writes the
JSON text of log entries, snapshots and answers alike, :mod:`.metrics` holds the Prometheus metrics every room records into, and
:mod:`.tokens_accepted` notes which bearer token a request's route accepted.

A room imports only from the rooms below it: ``http`` from ``play``, ``bots``, ``games``
and ``store``; ``play`` and ``bots`` from ``games`` and ``store``; ``games`` from ``store``;
``store`` from the base modules alone (``tests/test_api_layers.py`` checks). What a room
below must set off in a room above (a bot's turn after an append, a match's next game) it
announces to subscribers the app wires, never by importing upward. The benchmarks are
outside the package, in ``bench/``.
"""
