#!/usr/bin/env python3
"""The tests' HTTP server: serves the files under --root on 127.0.0.1 at an ephemeral port, with range
requests, ETag / Last-Modified revalidation and gzip, and adds the faults a query string asks for.

Started by TestHTTPServer (WhimTestSupport). It prints "PORT <n>" on its first line and exits when its
standard input closes, so it never outlives the test that started it.

Faults, as query parameters on any file's URL (several may be combined):
  latency_ms=N     wait N ms before answering (added to --latency-ms)
  status=CODE      answer CODE with a short body instead of the file
  fail_first=K     apply status/drop/truncate only to the first K requests for this URL
  retry_after=S    send Retry-After: S with the status
  drop=1           close the connection without answering
  wrong_length=1   announce 100 bytes more than are sent, then close
  truncate=N       announce the full length, send N bytes, then close
  hang=1           accept the request and never answer
  garbage=1        send bytes that are not the file (and not what Content-Encoding says)
  redirect=N       redirect N times before serving the file; redirect=loop redirects forever
  serve=FILE       answer FILE whatever the path asks for (a recorded answer of an API)
  code=N           answer the file with status N (an API's error object)
  max_age=S        send Cache-Control: max-age=S with the file (and with a 304)
  no_cache=1       send Cache-Control: no-cache
The same parameters may be path segments, "~name=value", which are taken out of the path: a base URL
such as /~serve=answer.json/~code=400 keeps them under whatever path and query a client adds to it.
POST is answered as GET (its body is read and ignored).
Every answer carries the file's ETag and Last-Modified. A file is hashed for its ETag once per version
(its inode, size and modification time) and a range answer reads only its bytes, so a request for a
few kilobytes of a large archive costs the same as one of a small file.
GET /_stats answers a JSON object of request counts by path (query string included); GET /_load one of
how the requests came: "requests" (all but these two), "connections" (those that carried one),
"max_in_flight" (the most answered at once) and "repeated_ranges" (range requests for a byte range of
a path already asked for).
"""
import argparse
import email.utils
import gzip
import hashlib
import json
import os
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def setup(self):
        super().setup()
        self.counted = False

    def do_GET(self):
        server = self.server
        if self.path.split("?")[0] in ("/_stats", "/_load"):
            return self.answer_stats()
        with server.lock:
            server.counts[self.path] = server.counts.get(self.path, 0) + 1
            count = server.counts[self.path]
            server.load["requests"] += 1
            if not self.counted:
                self.counted = True
                server.load["connections"] += 1
            ranged = self.headers.get("Range")
            if ranged:
                key = self.path + " " + ranged
                server.ranges[key] = server.ranges.get(key, 0) + 1
                if server.ranges[key] > 1:
                    server.load["repeated_ranges"] += 1
            server.in_flight += 1
            server.load["max_in_flight"] = max(server.load["max_in_flight"], server.in_flight)
        try:
            self.serve(count)
        finally:
            with server.lock:
                server.in_flight -= 1

    def answer_stats(self):
        server = self.server
        with server.lock:
            answer = server.counts if self.path.startswith("/_stats") else server.load
            return self.answer(200, json.dumps(answer).encode(), "application/json")

    def serve(self, count):
        server = self.server
        parsed = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(parsed.query))
        segments = parsed.path.split("/")
        for segment in segments:
            if segment.startswith("~") and "=" in segment:
                name, _, value = urllib.parse.unquote(segment[1:]).partition("=")
                query[name] = value
        parsed = parsed._replace(path="/".join(s for s in segments if not s.startswith("~")))
        if "serve" in query:
            parsed = parsed._replace(path="/" + query["serve"])
        delay = server.latency_ms + int(query.get("latency_ms", "0"))
        if delay > 0:
            time.sleep(delay / 1000)
        faulty = count <= int(query.get("fail_first", "1000000000"))
        if query.get("hang") == "1":
            time.sleep(3600)
            return
        if faulty and query.get("drop") == "1":
            self.close_connection = True
            return
        redirect = query.get("redirect")
        if redirect is not None:
            if redirect == "loop" or int(redirect) > 0:
                rest = dict(query)
                if redirect == "loop":
                    rest["hop"] = str(int(query.get("hop", "0")) + 1)
                elif int(redirect) > 1:
                    rest["redirect"] = str(int(redirect) - 1)
                else:
                    del rest["redirect"]
                location = parsed.path + ("?" + urllib.parse.urlencode(rest) if rest else "")
                return self.answer(302, b"", "text/plain", [("Location", location)])
        if faulty and "status" in query:
            extra = [("Retry-After", query["retry_after"])] if "retry_after" in query else []
            return self.answer(int(query["status"]), b"fault\n", "text/plain", extra)

        path = os.path.realpath(os.path.join(server.root, urllib.parse.unquote(parsed.path).lstrip("/")))
        if not path.startswith(server.root + os.sep) or not os.path.isfile(path):
            return self.answer(404, b"not found\n", "text/plain")
        with open(path, "rb") as f:
            etag, mtime, size = server.version(path, f)
            ranged = self.headers.get("Range")
            span = self.byte_range(ranged, size) if ranged and ranged.startswith("bytes=") else None
            if span is not None and span[0] < size and span[0] <= span[1]:
                f.seek(span[0])
                data = f.read(span[1] - span[0] + 1)
            else:
                f.seek(0)
                data = f.read()
        modified = email.utils.formatdate(mtime, usegmt=True)
        validators = [("ETag", etag), ("Last-Modified", modified), ("Accept-Ranges", "bytes")]
        if "max_age" in query:
            validators.append(("Cache-Control", "max-age=%s" % query["max_age"]))
        if query.get("no_cache") == "1":
            validators.append(("Cache-Control", "no-cache"))
        if self.headers.get("If-None-Match") == etag:
            return self.answer(304, None, None, validators)
        since = self.headers.get("If-Modified-Since")
        if since and self.headers.get("If-None-Match") is None:
            try:
                if int(mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    return self.answer(304, None, None, validators)
            except (TypeError, ValueError):
                pass
        status = int(query.get("code", "200"))
        if span is not None:
            start, end = span
            if start >= size or start > end:
                return self.answer(416, b"", "text/plain", [("Content-Range", "bytes */%d" % size)] + validators)
            validators.append(("Content-Range", "bytes %d-%d/%d" % (start, end, size)))
            status = 206
        if query.get("garbage") == "1":
            data = bytes((i * 7919 + 13) % 256 for i in range(max(64, len(data))))
            if "gzip" in self.headers.get("Accept-Encoding", ""):
                validators.append(("Content-Encoding", "gzip"))
        elif query.get("gzip") == "1" and "gzip" in self.headers.get("Accept-Encoding", ""):
            data = gzip.compress(data)
            validators.append(("Content-Encoding", "gzip"))
        kind = "application/json" if path.endswith(".json") else "application/octet-stream"
        if faulty and query.get("wrong_length") == "1":
            return self.answer(status, data, kind, validators, announced=len(data) + 100)
        if faulty and "truncate" in query:
            return self.answer(status, data[:int(query["truncate"])], kind, validators, announced=len(data))
        self.answer(status, data, kind, validators)

    @staticmethod
    def byte_range(header, size):
        """The first and last byte a "bytes=first-last" header asks for (last clamped to the file)."""
        first, _, last = header[6:].partition("-")
        if first == "":
            return max(0, size - int(last)), size - 1
        return int(first), min(size - 1, int(last)) if last else size - 1

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0") or "0")
        if length > 0:
            self.rfile.read(length)
        self.do_GET()

    def answer(self, status, body, kind, headers=(), announced=None):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if body is not None:
            if kind:
                self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body) if announced is None else announced))
        self.end_headers()
        if body:
            self.wfile.write(body)
        if announced is not None:
            self.wfile.flush()
            self.close_connection = True


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def version(self, path, f):
        """The ETag, modification time and size of the open file f at path: hashed once per version."""
        st = os.fstat(f.fileno())
        key = (path, st.st_ino, st.st_size, st.st_mtime_ns)
        with self.lock:
            known = self.versions.get(key)
        if known is None:
            digest = hashlib.sha1()
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
            known = ('"%s"' % digest.hexdigest()[:16], st.st_mtime, st.st_size)
            with self.lock:
                self.versions[key] = known
        return known

    def handle_error(self, request, client_address):
        # A client that hung up (a cancelled or timed-out request) is expected here, not an error.
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", required=True)
    parser.add_argument("--latency-ms", type=int, default=0)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    server = Server(("127.0.0.1", args.port), Handler)
    server.root = os.path.realpath(args.root)
    server.latency_ms = args.latency_ms
    server.counts = {}
    server.load = {"requests": 0, "connections": 0, "max_in_flight": 0, "repeated_ranges": 0}
    server.ranges = {}
    server.in_flight = 0
    server.versions = {}
    server.lock = threading.Lock()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    sys.stdin.read()  # until the test closes it (or dies)
    os._exit(0)


if __name__ == "__main__":
    main()
