import type { Request } from 'express';
import { publicLinkView, type PublicLinkResponse } from '#shared/draft/api.js';
import { boardQrSvg } from '../draft/board-qr.js';
import { requestLinkOrigin } from './link-origin.js';

/** Absolute link of the public board, on an origin other devices can open (http/link-origin.ts). */
export function publicUrlOf(req: Request, publicUrl: string | undefined, token: string | null): string | null {
  return token === null ? null : `${requestLinkOrigin(req, publicUrl)}/public/draft/${token}`;
}

/**
 * The board's link as other devices open it (http/link-origin.ts), keeping the view the screen
 * was opened with (`?view=roster`) so a phone scanning a roster TV sees rosters, and its QR code.
 */
export async function boardLink(req: Request, publicUrl: string | undefined, token: string): Promise<PublicLinkResponse> {
  const view = publicLinkView(req.query.view);
  const url = `${publicUrlOf(req, publicUrl, token) ?? ''}${view ? `?view=${view}` : ''}`;
  return { public_url: url, qr_svg: await boardQrSvg(url) };
}
