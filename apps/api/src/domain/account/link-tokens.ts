/**
 * Tokens of the single-use links the portal e-mails (password reset, e-mail change): 32 random bytes
 * in the link, only their SHA-256 in the database, so a database leak does not leak live links.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
