#!/usr/bin/env python3
"""Serves www/ on the loopback interface, like `python3 -m http.server`, with the page's Content-Security-Policy
also sent as a response header.

Why the header: a <meta> CSP only governs the document that carries it. A Web Worker started from a URL
(www/worker.js, www/corpus-worker.js) takes its policy from its own response headers, so without this header the
workers could open connections the page itself cannot. The policy is read from www/index.html's <meta> tag, so
there is one copy of it.

usage: serve.py [PORT] [--bind ADDR] [--directory DIR]   (PORT 0 picks a free port; prints "... port N ...")
"""
import argparse
import functools
import http.server
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def policy(directory: pathlib.Path) -> str:
    html = (directory / "index.html").read_text(encoding="utf-8")
    m = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    if not m:
        sys.exit(f"serve.py: {directory / 'index.html'}: no Content-Security-Policy <meta> tag")
    return m.group(1)


class Handler(http.server.SimpleHTTPRequestHandler):
    csp = ""

    def end_headers(self):
        self.send_header("Content-Security-Policy", self.csp)
        self.send_header("Cache-Control", "no-store")
        super().end_headers()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("port", nargs="?", type=int, default=8080)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--directory", default=str(ROOT / "www"))
    args = ap.parse_args()
    directory = pathlib.Path(args.directory)
    Handler.csp = policy(directory)
    handler = functools.partial(Handler, directory=str(directory))
    with http.server.ThreadingHTTPServer((args.bind, args.port), handler) as httpd:
        host, port = httpd.server_address[:2]
        print(f"Serving HTTP on {host} port {port} (http://{host}:{port}/) with the page's CSP header", flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
