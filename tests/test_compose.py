"""The compose files: valid YAML, and every setting they give the service is one the code
reads (a misspelt name would be ignored silently). Docker is not needed: nothing is run."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CODE = "\n".join(p.read_text() for d in ("api", "engine") for p in (ROOT / d).rglob("*.py"))


@pytest.mark.parametrize("name", ["docker-compose.yml", "docker-compose.cluster.yml"])
def test_every_variable_a_compose_file_sets_is_read_by_the_code(name: str) -> None:
    doc = yaml.safe_load((ROOT / name).read_text())
    ours = [svc for svc in doc["services"].values() if "build" in svc]
    assert ours, "the service's own image runs in it"
    for svc in ours:
        for var in svc.get("environment") or {}:
            assert f'"{var}"' in CODE, f"{name}: {var} is not read anywhere in the code"


def test_the_cluster_file_forms_a_cluster_of_three_masters_with_a_replica_each() -> None:
    doc = yaml.safe_load((ROOT / "docker-compose.cluster.yml").read_text())
    services = doc["services"]
    nodes = [n for n in services if n.startswith("redis-")]
    assert len(nodes) == 6
    for n in nodes:
        assert "--cluster-enabled" in services[n]["command"]
    init = services["cluster-init"]["command"][0]
    assert "--cluster-create" not in init and "redis-cli --cluster create" in init
    assert "--cluster-replicas 1" in init
    for svc in ("api", "worker"):
        env = services[svc]["environment"]
        assert env["REDIS_CLUSTER"] == "1" and env["REDIS_URL"].startswith("redis://redis-")
        assert env["QUEUE_REDIS_URL"].startswith("redis://queue:")
        assert (
            services[svc]["depends_on"]["cluster-init"]["condition"]
            == "service_completed_successfully"
        )


@pytest.mark.parametrize("name", ["docker-compose.yml", "docker-compose.cluster.yml"])
def test_every_long_running_service_is_restarted_when_it_stops(name: str) -> None:
    """A killed gunicorn master (or Redis, or worker) took its service down for good: each
    service that runs for good is started again unless an operator stopped it."""
    doc = yaml.safe_load((ROOT / name).read_text())
    for svc_name, svc in doc["services"].items():
        if svc_name == "cluster-init":  # forms the cluster once, and is done
            assert svc["restart"] == "no"
            continue
        assert svc.get("restart") == "unless-stopped", f"{name}: {svc_name} has no restart policy"


def test_the_systemd_unit_supervises_shithead_serve() -> None:
    """docs/deploy.md names a supervisor and gives its unit, which restarts the service."""
    import configparser

    unit = configparser.ConfigParser(strict=False, interpolation=None)
    unit.optionxform = str  # type: ignore[assignment,method-assign]
    unit.read_string((ROOT / "docs" / "shithead.service").read_text())
    service = unit["Service"]
    assert (
        service["ExecStart"].split()[0].endswith("/shithead")
        and "serve" in service["ExecStart"].split()
    )
    assert service["Restart"] in ("always", "on-failure")
    assert service["KillMode"] == "mixed" and service["KillSignal"] == "SIGTERM"
    assert "docs/shithead.service" in (ROOT / "docs" / "deploy.md").read_text()
