/** The support contact details from the configuration, in the shape the support UI takes. */
import { useMemo } from "react";
import { useConfiguration } from "./get-configuration";
import type { SupportContact } from "./support-contact";

export function useSupportContact(): SupportContact {
  const { support, helpCenterUrl } = useConfiguration();
  return useMemo(
    () => ({
      email: support.email,
      phone: support.phone,
      chatUrl: support.chatUrl,
      helpCenterUrl,
    }),
    [support, helpCenterUrl],
  );
}
