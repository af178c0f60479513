/** How users reach support: the part of the configuration that footers, panels and error pages show. */
export interface SupportContact {
  email: string;
  phone: string;
  /** The live chat; the help centre stands in when there is none. */
  chatUrl: string | null;
  helpCenterUrl: string;
}

export function chatHref(support: SupportContact): string {
  return support.chatUrl ?? support.helpCenterUrl;
}
