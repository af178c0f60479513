/**
 * The demo users and how a tester signs in as them. Every demo user has the password given to the seed
 * (DEMO_PASSWORD, see config.ts) and one verified TOTP factor with the fixed base32 secret below: add the
 * secret to any authenticator app (or run `oathtool --totp -b SECRET`) to get the six-digit code.
 */
import type { CarrierRole } from "@onboard/domain/users/roles";
import { clientSeed } from "./data/clients-data";

export interface DemoUserSeed {
  key: string;
  name: string;
  email: string;
  role: CarrierRole;
  phoneNumber: string;
  companyName: string;
  totpSecret: string;
  /** Keys of the clients a broker or ben admin works on; staff see every client. */
  clientKeys: string[];
  /** Client keys whose setup this user has not completed yet (user_clients.completed_setup_at is null). */
  pendingSetupClientKeys?: string[];
  /**
   * A sign-in journey this login demonstrates: PASSWORD_EXPIRED (the password must be changed at sign-in) or
   * NOT_ACTIVATED (invited, never activated: no password, no MFA factor, terms not accepted yet).
   */
  signInState?: "PASSWORD_EXPIRED" | "NOT_ACTIVATED";
}

export const DEMO_USER_SEEDS: readonly DemoUserSeed[] = [
  {
    key: "owner",
    name: "Margaret Chen",
    email: "owner@onboard.example",
    role: "SLF_OWNER",
    phoneNumber: "(781) 555-0101",
    companyName: "Sun Life",
    totpSecret: "3CUXMQ7SPJYE6AC5HZNQ4NG7XCZU3SPP",
    clientKeys: [],
  },
  {
    key: "admin1",
    name: "Rahul Iyer",
    email: "admin@onboard.example",
    role: "SLF_ADMIN",
    phoneNumber: "(781) 555-0102",
    companyName: "Sun Life",
    totpSecret: "XPWOBS6QEBIFTOFGMYIBACSNQNVJMAW4",
    clientKeys: [],
  },
  {
    key: "admin2",
    name: "Teresa Okafor",
    email: "admin2@onboard.example",
    role: "SLF_ADMIN",
    phoneNumber: "(781) 555-0103",
    companyName: "Sun Life",
    totpSecret: "75OCTYVKRI7UOAHGEWSSIDQAZ5PIDISV",
    clientKeys: [],
    signInState: "PASSWORD_EXPIRED",
  },
  {
    key: "broker1",
    name: "Dana Whitfield",
    email: "dana.whitfield@whitfieldrowe.example.com",
    role: "BROKER",
    phoneNumber: "(617) 555-0188",
    companyName: "Whitfield & Rowe Insurance Services",
    totpSecret: "NCZYZX66ERJA26UCMUJ54DQHEYC4SRMJ",
    clientKeys: ["harborview", "harborviewvol", "cascade", "hudsonvalley"],
  },
  {
    key: "broker2",
    name: "Marcus Bell",
    email: "marcus.bell@keystonebenefits.example.com",
    role: "BROKER",
    phoneNumber: "(214) 555-0191",
    companyName: "Keystone Benefits Group",
    totpSecret: "HEZR7FVQXAK2HEAHSBYJ2NV4G3GFPOP4",
    clientKeys: ["lonestar", "greatlakes", "peachtree", "qatest"],
  },
  {
    key: "broker3",
    name: "Priya Natarajan",
    email: "priya.natarajan@northstarbrokerage.example.org",
    role: "BROKER",
    phoneNumber: "(303) 555-0195",
    companyName: "NorthStar Brokerage Partners",
    totpSecret: "IWTNCPS5IKMUZ24HS7NSS7BPLPNAAPSA",
    clientKeys: ["gardenstate", "rockymountain", "bluegrass", "sonoran"],
  },
  {
    key: "benadmin1",
    name: "Rosa Delgado",
    email: "rosa.delgado@harborviewmed.example.com",
    role: "BEN_ADMIN",
    phoneNumber: "(617) 555-0114",
    companyName: "Harborview Medical Group",
    totpSecret: "GIULPOQGIOOK5L7ZGKTPBSJNAEENFYIZ",
    clientKeys: ["harborview", "harborviewvol"],
  },
  {
    key: "benadmin2",
    name: "Kevin O'Brien",
    email: "kevin.obrien@cascadetimber.example.com",
    role: "BEN_ADMIN",
    phoneNumber: "(503) 555-0149",
    companyName: "Cascade Timber Products, Inc.",
    totpSecret: "7N2H5WPMZLUVRCXINUOIC3BXTWAV2K3T",
    clientKeys: ["cascade"],
  },
  {
    key: "benadmin3",
    name: "Alicia Grant",
    email: "alicia.grant@summithrpartners.example.com",
    role: "BEN_ADMIN",
    phoneNumber: "(404) 555-0165",
    companyName: "Summit HR Partners",
    totpSecret: "AA74MHS2XRSUGK6KKZFZPQTPJDBLGSA4",
    clientKeys: ["lonestar", "peachtree", "sonoran", "qatest"],
  },
  {
    key: "benadmin4",
    name: "Naomi Fischer",
    email: "naomi.fischer@gardenstatepkg.example.com",
    role: "BEN_ADMIN",
    phoneNumber: "(201) 555-0147",
    companyName: "Garden State Packaging Corp.",
    totpSecret: "HOI36XFLG5T4SEPYIGVLLZEADAG2FENZ",
    clientKeys: ["gardenstate"],
    signInState: "NOT_ACTIVATED",
  },
  {
    key: "benadmin5",
    name: "Thomas Reed",
    email: "thomas.reed@midwestpayrollhr.example.com",
    role: "BEN_ADMIN",
    phoneNumber: "(734) 555-0121",
    companyName: "Midwest Payroll & HR Services",
    totpSecret: "C6VSKVFETBR6ZYEFBSZWE7VLQRYKO3M2",
    clientKeys: ["greatlakes", "rockymountain", "bluegrass"],
    pendingSetupClientKeys: ["bluegrass"],
  },
];

export interface DemoLogin {
  email: string;
  role: CarrierRole;
  name: string;
  /** Null for a login that is not activated yet: its authenticator is set up during activation. */
  totpSecret: string | null;
  /** How to sign in when it is not the plain password + code. */
  note: string | null;
  /** The clients this login is linked to; empty for carrier staff, who see every client. */
  clientNames: string[];
}

const SIGN_IN_NOTES = {
  NONE: null,
  PASSWORD_EXPIRED: "Password expired: sign-in asks for a new password first.",
  NOT_ACTIVATED:
    "Invited, not activated: request a link at /reactivate, set a password, enrol an authenticator, accept the terms.",
} as const;

/** Printed at start-up and listed in the README. */
export const DEMO_LOGINS: readonly DemoLogin[] = DEMO_USER_SEEDS.map((u) => ({
  email: u.email,
  role: u.role,
  name: u.name,
  totpSecret: u.signInState === "NOT_ACTIVATED" ? null : u.totpSecret,
  note: SIGN_IN_NOTES[u.signInState ?? "NONE"],
  clientNames: u.clientKeys.map((key) => clientSeed(key).name),
}));

export const DEMO_OWNER_EMAIL = "owner@onboard.example";
