/**
 * @module
 * Emailing a plan or a basket: composed in the request's language, handed
 * to the mailer, and the consented subscriber recorded once it is accepted.
 * A subscriber that storage refuses is kept in memory and written by
 * `flush` once storage is back: the email went out, so the request succeeds
 * and the consent is not lost. The address goes to the mailer and to
 * storage, never to a log.
 */
import { CoachError, errorName } from '../errors.js';
import type { Clock, KeyValueStore, Language, Logger, Translator } from '../ports.js';
import type { EmailRequest } from '../requests.js';
import { composeEmail } from './compose.js';
import { foreignContent, stringsOf } from './composed-content.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
}

/** Delivers a message; failures throw `upstream_unavailable`. */
export interface Mailer {
  send(message: OutgoingEmail): Promise<void>;
}

/** What is kept of a person who asked for an email and consented to the mailing list. */
export interface Subscriber {
  address: string;
  consentAt: string;
  language: Language;
  kinds: EmailRequest['kind'][];
}

export interface PlanEmail {
  send(request: EmailRequest): Promise<{ delivered: true }>;
  /** Writes the subscribers kept during a storage outage; resolves to how many still wait. */
  flush(): Promise<number>;
}

/** Most subscribers kept in memory during an outage; beyond it the oldest wait is dropped (and logged). */
const MAX_PENDING_SUBSCRIBERS = 10_000;

export interface PlanEmailDeps {
  /** Absent: emailing answers 503 `service_not_configured`. */
  mailer?: Mailer;
  store: KeyValueStore;
  translator: Translator;
  clock: Clock;
  logger: Logger;
}

/**
 * Emails one address receives in `RECIPIENT_WINDOW_MS`: the endpoint once sent 30 mails in half a second to an address its
 * caller chose (issue 41). A person emails a plan or a basket a few times a day at most.
 */
export const MAILS_PER_RECIPIENT = 5;
export const RECIPIENT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The counter's key holds no address: the first 16 bytes of its SHA-256 (web crypto: core runs on the platform only). */
async function digest(address: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(address.trim().toLowerCase())),
  );
  return [...bytes.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Storage key of a subscriber: one per address, whatever its case. */
export function subscriberKey(address: string): string {
  return `subscriber:${address.trim().toLowerCase()}`;
}

export function createPlanEmail(deps: PlanEmailDeps): PlanEmail {
  /** Subscribers not written yet, oldest first: only what is recorded, not the email's body. */
  const pending: Consent[] = [];
  let flushing: Promise<number> | undefined;
  const keep = (consent: Consent, error: unknown) => {
    if (pending.length === 0)
      deps.logger.warn({ err: errorName(error) }, 'subscribers kept in memory until storage is back');
    if (pending.push(consent) > MAX_PENDING_SUBSCRIBERS) {
      pending.shift();
      deps.logger.error({ pending: pending.length }, 'subscriber backlog full: the oldest was dropped');
    }
  };
  const writePending = async () => {
    while (pending.length > 0) {
      const next = pending[0];
      try {
        await recordSubscriber(deps.store, next);
      } catch {
        break;
      }
      // By identity: a full backlog may have dropped the oldest while this one was written.
      const at = pending.indexOf(next);
      if (at >= 0) pending.splice(at, 1);
    }
    return pending.length;
  };
  // Counted before sending, so a flood stops at the budget; a storage outage lets the mail go (and says so), as the
  // subscriber written later does: the person asked for it.
  const spendRecipient = async (address: string) => {
    const sent = await deps.store
      .incrementField(`mail-recipient:${await digest(address)}`, 'mails', 1, { ttlMs: RECIPIENT_WINDOW_MS })
      .catch((error: unknown) => {
        deps.logger.warn({ err: errorName(error) }, 'recipient budget unread: storage unavailable');
        return 0;
      });
    if (sent > MAILS_PER_RECIPIENT)
      throw new CoachError('rate_limited', {
        messageKey: 'errors.rate_limited.recipient',
        hintKey: 'errors.rate_limited.recipientHint',
        vars: { max: MAILS_PER_RECIPIENT },
      });
  };
  const refuseForeignContent = (request: EmailRequest) => {
    for (const text of [request.checklist, ...stringsOf(request.sections)]) {
      const found = foreignContent(text);
      if (!found) continue;
      deps.logger.warn({ kind: request.kind, found }, 'email refused: content the coach does not compose');
      throw new CoachError('invalid_request', {
        messageKey: 'errors.validation.body',
        hintKey: `errors.validation.${found}`,
      });
    }
  };
  return {
    async send(request) {
      if (!deps.mailer)
        throw new CoachError('service_not_configured', { messageKey: 'errors.service_not_configured.email' });
      refuseForeignContent(request);
      await spendRecipient(request.email);
      const email = composeEmail(request, deps.translator(request.language));
      await deps.mailer.send({ to: request.email, ...email, language: request.language });
      // Consent is dated when it was given, not when storage took it.
      const consent: Consent = {
        address: request.email,
        kind: request.kind,
        language: request.language,
        consentAt: deps.clock().toISOString(),
      };
      await recordSubscriber(deps.store, consent).catch((error: unknown) => keep(consent, error));
      return { delivered: true };
    },
    flush() {
      // One flush at a time, so a subscriber is written once and in order.
      flushing ??= writePending().finally(() => (flushing = undefined));
      return flushing;
    },
  };
}

/** One consent to record: the person's address, what they asked for, and when. */
interface Consent {
  address: string;
  kind: EmailRequest['kind'];
  language: Language;
  consentAt: string;
}

/** Attempts at recording one consent while other writes to the same subscriber keep winning. */
const RECORD_ATTEMPTS = 8;

/**
 * Adds the kind to the subscriber; a consent older than the one stored (kept through an outage) only
 * adds its kind. Written only over what was read, so a flush racing a new consent for the same
 * address cannot drop either's kind: the one that loses reads again.
 */
async function recordSubscriber(store: KeyValueStore, consent: Consent): Promise<void> {
  const key = subscriberKey(consent.address);
  for (let attempt = 0; attempt < RECORD_ATTEMPTS; attempt++) {
    const raw = await store.get(key);
    if (await store.compareAndSet(key, raw, JSON.stringify(merged(parseSubscriber(raw), consent)))) return;
  }
  throw new CoachError('upstream_unavailable', { cause: new Error('subscriber kept changing while it was recorded') });
}

function merged(previous: Subscriber | undefined, consent: Consent): Subscriber {
  const kinds = [...new Set([...(previous?.kinds ?? []), consent.kind])];
  const latest =
    previous && previous.consentAt > consent.consentAt
      ? previous
      : { address: consent.address, consentAt: consent.consentAt, language: consent.language };
  return {
    address: latest.address,
    consentAt: latest.consentAt,
    language: latest.language,
    kinds,
  };
}

function parseSubscriber(raw: string | undefined): Subscriber | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Subscriber;
  } catch {
    return undefined;
  }
}
