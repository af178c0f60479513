/**
 * A client's implementation consultant as answered (the client detail, the explorer page's "Need Help?" footer): the
 * four stored columns, or null when none of them is set. Missing parts are empty strings.
 */
export interface ImplementationConsultant {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

export function implementationConsultantOf(columns: {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  email: string | null;
}): ImplementationConsultant | null {
  const { firstName, lastName, phoneNumber, email } = columns;
  if (!firstName && !lastName && !phoneNumber && !email) return null;
  return { firstName: firstName ?? "", lastName: lastName ?? "", phoneNumber: phoneNumber ?? "", email: email ?? "" };
}
