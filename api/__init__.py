"""The Shithead game service, in four rooms; data flows one way through them.

``http/``
    Everything that knows about HTTP, and nothing else: the app factory (:mod:`.http.app`,
    which only wires), one blueprint per resource (``rulesets``, ``games``, ``matches``,
    ``tournaments``, ``replays`` with the signing keys, ``ops`` for health, readiness,
    metrics and the contract), what they share (:mod:`.http.context`: the services, the
    bearer token, the JSON body), problems, rate limits, and gunicorn's settings, worker,
    WSGI entry and local runner.
``games/``
    One game: the repository (the state at version n), the service (create, join, read,
    and one submit path: decide once, append once), its errors and the replay documents
    with their signing keys.
``store/``
    The only code that speaks to Redis about games: the event store (one append-only log
    per game), the record store (matches and tournaments) and the connection.
``play/``
    What follows from new events: the seats the service plays (built-in and push bots),
    matches, tournaments, and the runners that play tournaments outside the service.

:mod:`.cli` is the ``shithead`` command. Beside the rooms, :mod:`.jsontext` writes the JSON
text of log entries, snapshots and answers alike: the store and the games write it as much
as the HTTP layer does, so it sits above them rather than in ``http/`` (where the layout
sketch had it), which keeps the store from importing the HTTP room. :mod:`.metrics`, the
Prometheus metrics every room records into, sits beside it for the same reason, and so does
:mod:`.settings`, every environment variable the service reads, checked once at a process's
start.

A room imports only from the rooms below it: ``http`` from ``games``, ``play`` and
``store``; ``play`` from ``games`` and ``store``; ``games`` from ``store`` (and, for the
seats it plays after a submit, ``play.seats``); ``store`` from nothing but :mod:`.jsontext` and :mod:`.metrics`.
The benchmarks are outside the package, in ``bench/``.
"""
