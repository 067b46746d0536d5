"""The service's errors: each one an HTTP status and a stable ``code`` (see api.http.problems).

They say what went wrong in the game's terms; the HTTP layer only renders them.
"""

from __future__ import annotations

from typing import Any


class ServiceError(Exception):
    status = 400
    code = "bad_request"

    def __init__(
        self, detail: str, *, status: int | None = None, code: str | None = None, **extra: Any
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        if status is not None:
            self.status = status
        if code is not None:
            self.code = code
        self.extra = extra


class NotFound(ServiceError):
    status, code = 404, "not_found"


class Unauthorized(ServiceError):
    status, code = 401, "unauthorized"


class Forbidden(ServiceError):
    status, code = 403, "forbidden"


class Conflict(ServiceError):
    status, code = 409, "version_conflict"


class Unprocessable(ServiceError):
    status, code = 422, "unprocessable"


class CredentialRevoked(Unauthorized):
    """A registered bot's token, good when a stream or long poll opened, was rotated or
    revoked while it was open."""

    code = "token_revoked"
