/** Where the e2e run's SMTP catcher listens and where it drops what it receives: shared by the config, the catcher and the specs. */
import { fileURLToPath } from "node:url";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25);
/** Plain SMTP on the loopback: nodemailer must not try STARTTLS (the catcher offers none anyway). */
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`;
/** One JSON file per received message; wiped when the catcher starts (gitignored). */
export const MAIL_DIR = fileURLToPath(new URL("../.mail/", import.meta.url));
