// Loading every resource's rules before the first question (docs/ARCHITECTURE.md, "Rights: one policy per resource").
import './league.js';
import './draft.js';
import './auction.js';
import './trade.js';

export { authorize, can } from './policy.js';
