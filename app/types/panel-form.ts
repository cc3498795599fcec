import type { ContactMessage } from "~/domain/contact-message";
import type { CompiledMessages } from "~/i18n/translate";

/** What the support panel's form loads when first opened (app/routes/z.$uuid.contact-us.message.ts). */
export interface PanelForm {
  /** The link's customer's name, email and mobile, as the contact page starts with them. */
  defaults: Partial<ContactMessage>;
  /** The form's words in the page's language. */
  messages: CompiledMessages;
}
