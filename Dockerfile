# The Shithead game service: gunicorn serving the Flask app, talking to Redis at REDIS_URL.
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    BIND=0.0.0.0:8000

WORKDIR /app
COPY pyproject.toml setup.py constraints.txt README.md openapi.yaml ./
COPY engine ./engine
COPY schemas ./schemas
COPY api ./api
COPY bench ./bench
# the install compiles the engine's hot modules (setup.py), which needs a C compiler: it is
# there for the install only (without it the image would carry the pure-Python engine). The
# engine's sources then leave /app, where they would shadow the installed (compiled) engine
# for every process started here; the check fails the build if the compile did not happen.
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && PIP_CONSTRAINT=constraints.txt pip install . \
    && rm -rf engine \
    && python -c "import engine, sys; sys.exit(engine.BUILD != 'compiled')" \
    && apt-get purge -y --auto-remove gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --create-home --uid 10001 shithead

USER shithead
EXPOSE 8000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD python -c "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('http://127.0.0.1:8000/readyz', timeout=2).status == 200 else 1)"
CMD ["python", "-m", "gunicorn", "-c", "api/http/gunicorn_conf.py"]
