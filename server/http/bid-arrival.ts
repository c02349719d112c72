import type { RequestHandler } from 'express';
import type { BidArrivals } from '../auction/bid-arrivals.js';

/**
 * The moment the server received each request, read before anything else runs (sign-in and body
 * reads can wait on a busy database): a bid is judged by it (docs/DECISIONS.md, "Fair at the
 * buzzer"). A bid also counts as on its way from here until it is answered, so the clock holds
 * that lot's sale for it (server/auction/bid-arrivals.ts).
 */
const received = new WeakMap<object, number>();

const BID_URL = /^\/api\/drafts\/(\d+)\/bid(?:\?|$)/;

export function stampArrival(arrivals: BidArrivals): RequestHandler {
  return (req, res, next) => {
    const at = Date.now();
    received.set(req, at);
    const bid = req.method === 'POST' ? BID_URL.exec(req.url) : null;
    if (bid) res.once('close', arrivals.arrive(Number(bid[1]), at));
    next();
  };
}

/** When the request arrived (now, for a request that came another way, e.g. a test calling a handler). */
export const arrivalOf = (req: object): number => received.get(req) ?? Date.now();
