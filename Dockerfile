# The Shithead game service: gunicorn serving the Flask app, talking to Redis at REDIS_URL.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    BIND=0.0.0.0:8000

WORKDIR /app
COPY pyproject.toml README.md openapi.yaml ./
COPY engine ./engine
COPY schemas ./schemas
COPY api ./api
COPY bench ./bench
RUN pip install . \
    && useradd --create-home --uid 10001 shithead

USER shithead
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2).status == 200 else 1)"
CMD ["python", "-m", "gunicorn", "-c", "api/http/gunicorn_conf.py"]
