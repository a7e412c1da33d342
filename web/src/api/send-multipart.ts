/** How much of a request body has gone up. */
export interface UploadProgress {
  loaded: number
  total: number
}

export interface MultipartReply {
  ok: boolean
  status: number
  text: string
}

/**
 * POSTs a multipart form with XMLHttpRequest, which (unlike fetch) reports upload progress: the
 * admin home screen shows a bar while three videos of up to 100 MB each go up. Rejects only when
 * no HTTP reply arrives (network down, connection reset), as fetch does.
 */
export function sendMultipart(
  url: string,
  form: FormData,
  options: {
    headers?: Record<string, string>
    onProgress?: (progress: UploadProgress) => void
  } = {},
): Promise<MultipartReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      request.setRequestHeader(name, value)
    }
    if (options.onProgress) {
      const report = options.onProgress
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report({ loaded: event.loaded, total: event.total })
      })
    }
    request.addEventListener('load', () =>
      resolve({
        ok: request.status >= 200 && request.status < 300,
        status: request.status,
        text: request.responseText,
      }),
    )
    const fail = () => reject(new TypeError('Failed to fetch'))
    request.addEventListener('error', fail)
    request.addEventListener('abort', fail)
    request.addEventListener('timeout', fail)
    request.send(form)
  })
}
