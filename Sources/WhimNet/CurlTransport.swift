import CCurl

/// `HTTPTransport` over libcurl's easy interface: each request on the calling thread, on a handle lent by
/// the transport's `CurlHandles`, so requests reuse the connections earlier ones opened. Follows
/// redirects up to the limit (http and https only), undoes gzip, stops at the byte budget, aborts on
/// cancellation from the progress callback, and treats a transfer with no byte for the stall timeout as
/// hung.
struct CurlTransport: HTTPTransport {
    /// The user agent sent with every request.
    let userAgent: String
    private let handles = CurlHandles()

    init(userAgent: String = "WhimCore") {
        // Thread-safe and reference counted in the libcurl Debian ships (7.84 and later); the matching
        // cleanup is left to process exit, since handles may live on other threads until then.
        curl_global_init(Int(CURL_GLOBAL_DEFAULT))
        self.userAgent = userAgent
    }

    func perform(_ request: HTTPRequest, cancellation: Cancellation) throws(HTTPError) -> HTTPResponse {
        let url = request.url
        let lower = url.lowercased()
        guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { throw .badURL(url) }
        if cancellation.isCancelled { throw .cancelled(url: url) }
        guard let lent = handles.borrow() else { throw .connection(url: url, reason: "libcurl could not start a transfer") }
        defer { handles.giveBack(lent) }
        let handle = lent.pointer
        let transfer = CurlTransfer(limit: request.limits.maxBodyBytes, cancellation: cancellation)
        let context = Unmanaged.passRetained(transfer)
        defer { context.release() }

        var headers: UnsafeMutablePointer<curl_slist>?
        defer { curl_slist_free_all(headers) }
        if let etag = request.validators?.etag { headers = curl_slist_append(headers, "If-None-Match: \(etag)") }
        if let date = request.validators?.lastModified { headers = curl_slist_append(headers, "If-Modified-Since: \(date)") }
        if let type = request.contentType { headers = curl_slist_append(headers, "Content-Type: \(type)") }

        let limits = request.limits
        whim_curl_set_string(handle, CURLOPT_URL, url)
        whim_curl_set_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        whim_curl_set_string(handle, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        whim_curl_set_string(handle, CURLOPT_USERAGENT, userAgent)
        whim_curl_set_long(handle, CURLOPT_NOSIGNAL, 1)
        whim_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 1)
        whim_curl_set_long(handle, CURLOPT_MAXREDIRS, limits.maxRedirects)
        whim_curl_set_string(handle, CURLOPT_ACCEPT_ENCODING, "")  // every encoding libcurl can undo
        whim_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, Int(limits.connectTimeout * 1000))
        whim_curl_set_long(handle, CURLOPT_TIMEOUT_MS, Int(limits.totalTimeout * 1000))
        whim_curl_set_long(handle, CURLOPT_LOW_SPEED_LIMIT, 1)
        whim_curl_set_long(handle, CURLOPT_LOW_SPEED_TIME, max(1, limits.stallTimeout))
        whim_curl_set_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limits.maxBodyBytes))
        if let range = request.range, !range.isEmpty {
            whim_curl_set_string(handle, CURLOPT_RANGE, "\(range.lowerBound)-\(range.upperBound - 1)")
        }
        if let body = request.body {
            // Copied by libcurl, so the bytes need not outlive this call; the size first, as it may hold zeros.
            whim_curl_set_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            if body.isEmpty {
                whim_curl_set_string(handle, CURLOPT_COPYPOSTFIELDS, "")
            } else {
                body.withUnsafeBytes { whim_curl_set_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: $0.baseAddress)) }
            }
        }
        if headers != nil { whim_curl_set_list(handle, CURLOPT_HTTPHEADER, headers) }
        whim_curl_set_pointer(handle, CURLOPT_WRITEDATA, context.toOpaque())
        whim_curl_set_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            return transfer.append(data, size * count) ? size * count : 0
        }
        whim_curl_set_pointer(handle, CURLOPT_HEADERDATA, context.toOpaque())
        whim_curl_set_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
            transfer.header(data, size * count)
            return size * count
        }
        whim_curl_set_long(handle, CURLOPT_NOPROGRESS, 0)
        whim_curl_set_pointer(handle, CURLOPT_XFERINFODATA, context.toOpaque())
        whim_curl_set_progress_callback(handle) { context, _, _, _, _ in
            Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue().cancellation.isCancelled ? 1 : 0
        }

        let code = curl_easy_perform(handle)
        if code != CURLE_OK { throw Self.error(code, url: url, transfer: transfer, limits: limits) }
        var status = 0
        whim_curl_get_long(handle, CURLINFO_RESPONSE_CODE, &status)
        var effective: UnsafeMutablePointer<CChar>?
        var finalURL = url
        if whim_curl_get_string(handle, CURLINFO_EFFECTIVE_URL, &effective) == CURLE_OK, let effective {
            finalURL = String(cString: effective)
        }
        return HTTPResponse(status: status, validators: transfer.validators, contentType: transfer.contentType,
                            retryAfter: transfer.retryAfter, maxAge: transfer.maxAge, resourceLength: transfer.resourceLength, finalURL: finalURL, body: transfer.body)
    }

    private static func error(_ code: CURLcode, url: String, transfer: CurlTransfer, limits: HTTPLimits) -> HTTPError {
        if transfer.cancellation.isCancelled { return .cancelled(url: url) }
        if transfer.overBudget { return .tooLarge(url: url, limit: limits.maxBodyBytes) }
        let reason = String(cString: curl_easy_strerror(code))
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut(url: url)
        case CURLE_TOO_MANY_REDIRECTS: return .tooManyRedirects(url: url, limit: limits.maxRedirects)
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(url: url, limit: limits.maxBodyBytes)
        case CURLE_PARTIAL_FILE: return .truncated(url: url)
        case CURLE_BAD_CONTENT_ENCODING: return .badEncoding(url: url)
        case CURLE_ABORTED_BY_CALLBACK: return .cancelled(url: url)
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: return .badURL(url)
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ENGINE_NOTFOUND, CURLE_SSL_ENGINE_SETFAILED, CURLE_USE_SSL_FAILED:
            return .tls(url: url, reason: reason)
        default: return .connection(url: url, reason: reason)
        }
    }
}

/// One transfer's state, reached from libcurl's callbacks on the thread that performs it.
private final class CurlTransfer {
    let limit: Int
    let cancellation: Cancellation
    var body: [UInt8] = []
    var overBudget = false
    var validators = HTTPValidators()
    var contentType: String?
    var retryAfter: Double?
    var maxAge: Double?
    var resourceLength: UInt64?

    init(limit: Int, cancellation: Cancellation) {
        self.limit = limit
        self.cancellation = cancellation
    }

    /// Adds body bytes; false (which aborts the transfer) past the budget.
    func append(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) -> Bool {
        guard count > 0, let data else { return true }
        guard body.count + count <= limit else {
            overBudget = true
            return false
        }
        data.withMemoryRebound(to: UInt8.self, capacity: count) { body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count)) }
        return true
    }

    /// Reads one header line. A status line starts a new response (after a redirect or a 100 Continue),
    /// so what the previous one said is forgotten.
    func header(_ data: UnsafeMutablePointer<CChar>?, _ count: Int) {
        guard count > 0, let data else { return }
        let line = data.withMemoryRebound(to: UInt8.self, capacity: count) {
            String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
        }.trimmingWhitespace
        if line.hasPrefix("HTTP/") {
            validators = HTTPValidators()
            contentType = nil
            retryAfter = nil
            maxAge = nil
            resourceLength = nil
            body = []
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmingWhitespace
        switch name {
        case "etag": validators.etag = value
        case "last-modified": validators.lastModified = value
        case "content-type": contentType = value
        case "retry-after": retryAfter = Double(value)
        case "cache-control": maxAge = HTTPResponse.maxAge(cacheControl: value).map { min(maxAge ?? .infinity, $0) }
        case "content-range": resourceLength = value.split(separator: "/").last.flatMap { UInt64($0) }
        default: break
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line ends.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first ... last])
    }
}
