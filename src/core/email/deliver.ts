/**
 * @module
 * Emailing a plan or a basket: composed in the request's language, handed
 * to the mailer, and the consented subscriber recorded once it is accepted.
 * The address goes to the mailer and to storage, never to a log.
 */
import { CoachError } from '../errors.js';
import type { Clock, KeyValueStore, Language, Translator } from '../ports.js';
import type { EmailRequest } from '../requests.js';
import { composeEmail } from './compose.js';

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

export interface PlanEmailDeps {
  /** Absent: emailing answers 503 `service_not_configured`. */
  mailer?: Mailer;
  store: KeyValueStore;
  translator: Translator;
  clock: Clock;
}

/** Storage key of a subscriber: one per address, whatever its case. */
export function subscriberKey(address: string): string {
  return `subscriber:${address.trim().toLowerCase()}`;
}

export function createPlanEmail(deps: PlanEmailDeps): (request: EmailRequest) => Promise<{ delivered: true }> {
  return async (request) => {
    if (!deps.mailer) throw new CoachError('service_not_configured', { messageKey: 'errors.service_not_configured.email' });
    const email = composeEmail(request, deps.translator(request.language));
    await deps.mailer.send({ to: request.email, ...email, language: request.language });
    await recordSubscriber(deps, request);
    return { delivered: true };
  };
}

async function recordSubscriber(deps: PlanEmailDeps, request: EmailRequest): Promise<void> {
  const key = subscriberKey(request.email);
  const previous = parseSubscriber(await deps.store.get(key));
  const kinds = [...new Set([...(previous?.kinds ?? []), request.kind])];
  const subscriber: Subscriber = { address: request.email, consentAt: deps.clock().toISOString(), language: request.language, kinds };
  await deps.store.set(key, JSON.stringify(subscriber));
}

function parseSubscriber(raw: string | undefined): Subscriber | undefined {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as Subscriber;
  } catch {
    return undefined;
  }
}
