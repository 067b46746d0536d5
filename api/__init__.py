"""The Shithead game service: Flask app, Redis event store, CLI."""
