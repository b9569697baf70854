import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON answer that rarely changes, serialised and compressed once at the smallest size. */
export interface PrecompressedJson {
  readonly json: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

/**
 * `value` as JSON, with its brotli (quality 11) and gzip (level 9) forms. Per-request compression
 * runs brotli at quality 5 (compression.ts): for an answer every page asks for and that only
 * changes with the config, compressing once is both smaller on the wire and no work per request.
 */
export function precompressJson(value: unknown): PrecompressedJson {
  const json = JSON.stringify(value);
  return {
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** The encodings an Accept-Encoding header accepts (those not refused with q=0). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  return accepted;
}

/** Sends the form the client accepts (brotli, gzip or plain); the compression plugin leaves it as is. */
export function sendPrecompressedJson({
  request,
  reply,
  answer,
}: {
  request: FastifyRequest;
  reply: FastifyReply;
  answer: PrecompressedJson;
}): FastifyReply {
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''));
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (accepted.has('br')) return reply.header('content-encoding', 'br').send(answer.br);
  if (accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
