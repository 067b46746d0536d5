"""The pages people watch, replay and play games on: templates and static files (HTML, CSS
and JavaScript modules, nothing fetched from elsewhere), served by :mod:`api.http.pages`.
The pages speak to the public ``/v1`` API only, as any other client does."""
