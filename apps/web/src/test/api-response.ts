/** A JSON answer in the shared envelope `{code, message, data}`, as the server sends it (for a stubbed fetch). */
export function envelopeResponse(data: unknown, code = '000', message = 'success'): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    headers: { 'content-type': 'application/json' },
  });
}
