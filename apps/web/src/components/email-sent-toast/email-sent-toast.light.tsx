/** The explorer's light client: the toast follows staff e-mails on signed-in pages; public pages send none. */
export function EmailSentToast() {
  return null;
}
