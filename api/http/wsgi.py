"""WSGI entry point for gunicorn: ``api.http.wsgi:app`` (needs ``REDIS_URL``)."""

from .app import create_app

app = create_app()
