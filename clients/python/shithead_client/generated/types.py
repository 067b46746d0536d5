""" Contains some shared types for properties """

from collections.abc import Callable, Mapping, MutableMapping
from http import HTTPStatus
from typing import BinaryIO, Generic, TypeVar, Literal, IO

from attrs import define


class Unset:
    def __bool__(self) -> Literal[False]:
        return False


UNSET: Unset = Unset()

# The types that `httpx.Client(files=)` can accept, copied from that library.
FileContent = IO[bytes] | bytes | str
FileTypes = (
    # (filename, file (or bytes), content_type)
    tuple[str | None, FileContent, str | None]
    # (filename, file (or bytes), content_type, headers)
    | tuple[str | None, FileContent, str | None, Mapping[str, str]]
)
RequestFiles = list[tuple[str, FileTypes]]

@define
class File:
    """ Contains information for file uploads """

    payload: BinaryIO
    file_name: str | None = None
    mime_type: str | None = None

    def to_tuple(self) -> FileTypes:
        """ Return a tuple representation that httpx will accept for multipart/form-data """
        return self.file_name, self.payload, self.mime_type


T = TypeVar("T")


class Response(Generic[T]):
    """ A response from an endpoint: its status, body and headers, and ``parsed``, the typed
    model of its body, built the first time it is read (a caller that reads ``content`` as
    plain JSON never pays for it) """

    __slots__ = ("status_code", "content", "headers", "_parsed", "_parse")

    def __init__(
        self,
        status_code: HTTPStatus,
        content: bytes,
        headers: MutableMapping[str, str],
        parsed: T | None = None,
        *,
        parse: Callable[[], T | None] | None = None,
    ) -> None:
        self.status_code = status_code
        self.content = content
        self.headers = headers
        self._parsed = parsed
        self._parse = parse

    @property
    def parsed(self) -> T | None:
        if self._parse is not None:
            self._parsed, self._parse = self._parse(), None
        return self._parsed

    def __repr__(self) -> str:
        return f"Response(status_code={self.status_code!r}, content={self.content!r})"


__all__ = ["UNSET", "File", "FileTypes", "RequestFiles", "Response", "Unset"]
