import { describe, expect, it } from "vitest";
import { describeStartupFailure } from "./describe-startup-failure";

const errno = (code: string, extra: object = {}) => Object.assign(new Error(`${code} something`), { code, ...extra });

describe("describeStartupFailure", () => {
  it("names a busy port and the variable that moves it", () => {
    const context = { port: 3000, explorerPort: 3001 };
    expect(describeStartupFailure(errno("EADDRINUSE", { port: 3000, syscall: "listen" }), context)).toBe(
      "Onboard could not start: port 3000 is already in use by another program (perhaps another Onboard). Stop that program, or set PORT to a free port.",
    );
    expect(describeStartupFailure(errno("EADDRINUSE", { port: 3001 }), context)).toContain(
      "port 3001 is already in use by another program (perhaps another Onboard). Stop that program, or set EXPLORER_PORT",
    );
  });

  it("says which database cannot be reached, without its password, and the three ways out", () => {
    const message = describeStartupFailure(errno("ECONNREFUSED"), {
      port: 3000,
      databaseUrl: "postgres://app:secret@db.internal:6543/onboard",
    });
    expect(message).toBe(
      "Onboard could not start: the database at db.internal:6543/onboard cannot be reached (ECONNREFUSED). Start that PostgreSQL server, correct DATABASE_URL, or remove DATABASE_URL to use the embedded database.",
    );
    expect(message).not.toContain("secret");
  });

  it("prints an error that explains itself as it is, and never prints undefined", () => {
    expect(describeStartupFailure(new Error("Invalid environment:\n  PORT: too big"), { port: 3000 })).toBe(
      "Invalid environment:\n  PORT: too big",
    );
    const silent = describeStartupFailure(undefined, { port: 3000 });
    expect(silent).toBe(
      "Onboard could not start, and the failure came with no message. Run `npm start` again with LOG_LEVEL=debug, and report what it prints.",
    );
    expect(describeStartupFailure(new Error(""), { port: 3000 })).not.toContain("undefined");
  });
});
