from enum import StrEnum

class CauseDefault(StrEnum):
    CONNECTION_ERROR = "connection_error"
    DROPPED = "dropped"
    HTTP_STATUS = "http_status"
    ILLEGAL = "illegal"
    MALFORMED = "malformed"
    SETUP_CAP = "setup_cap"
    TIMEOUT = "timeout"
    UNREACHABLE = "unreachable"

    def __str__(self) -> str:
        return str(self.value)
