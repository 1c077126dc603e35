import type { Transporter } from 'nodemailer';
import { getConfig } from './config.js';
import { behindSession } from './session-gate.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The brand the mail goes out under (an agency's name on its own clients' mail). */
  fromName?: string;
}

export interface MailerPort {
  send(msg: MailMessage): Promise<void>;
}

let transport: Transporter | undefined;

/** SMTP through nodemailer: your provider on AWS, the SMTP sink in the embedded runtime. */
export const smtpMailer: MailerPort = {
  async send(msg) {
    const cfg = getConfig();
    // Loaded on the first mail, not at import: nodemailer is about 240 KB, and a Lambda handler that
    // only sometimes sends mail (sign-in, for an e-mail second factor) should not load it on every
    // cold start (tests/infra checks a 425 KB budget of code loaded at import).
    const { default: nodemailer } = await import('nodemailer');
    transport ??= nodemailer.createTransport({
      host: cfg.SMTP_HOST,
      port: cfg.SMTP_PORT,
      secure: cfg.SMTP_PORT === 465,
      ...(cfg.SMTP_USER ? { auth: { user: cfg.SMTP_USER, pass: cfg.SMTP_PASS ?? '' } } : {}),
      // The local sink speaks plain SMTP; real providers upgrade with STARTTLS.
      ignoreTLS: cfg.SMTP_HOST === '127.0.0.1',
    });
    await transport.sendMail({
      from: msg.fromName ? { name: msg.fromName, address: cfg.MAIL_FROM } : cfg.MAIL_FROM,
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      ...(msg.html ? { html: msg.html } : {}),
    });
  },
};

// Mail leaves a signed-in request only once its session is live (platform/session-gate.ts).
let current: MailerPort = behindSession(smtpMailer);
export const mailer = (): MailerPort => current;
export function setMailer(port: MailerPort): void {
  current = behindSession(port);
}
export function resetMailer(): void {
  transport = undefined;
}
