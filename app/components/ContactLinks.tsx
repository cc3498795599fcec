/**
 * An email address or phone number as a link inside a translated sentence. Marked
 * `translate="no"` (it is not words), and `dir="ltr"` so it reads the same inside
 * Arabic text.
 */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} translate="no" dir="ltr">
      {email}
    </a>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} translate="no" dir="ltr">
      {phone}
    </a>
  );
}
