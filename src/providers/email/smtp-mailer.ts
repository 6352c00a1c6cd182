/**
 * @module
 * Email through SMTP with nodemailer. Every stage has a timeout, the
 * message may not pull in files or URLs, and nodemailer's own logging is
 * off so no address reaches a log. Failures are `upstream_unavailable`.
 */
import nodemailer from 'nodemailer';
import { CoachError } from '../../core/errors.js';
import type { Mailer, OutgoingEmail } from '../../core/email/deliver.js';

export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`. */
  url: string;
  /** The sender address. */
  from: string;
  /** Time to connect, in ms. Defaults to 10000. */
  connectionTimeoutMs?: number;
  /** Time the server may stay silent once connected, in ms. Defaults to 20000. */
  socketTimeoutMs?: number;
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.connectionTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 20_000,
    logger: false,
    debug: false,
  });
  return {
    async send(message: OutgoingEmail) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: { 'Content-Language': message.language },
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        throw new CoachError('upstream_unavailable', { cause: error });
      }
    },
    close: () => transport.close(),
  };
}
