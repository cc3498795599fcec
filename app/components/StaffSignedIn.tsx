import { Form } from "@remix-run/react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";

/** Who is signed in, and the way out, at the top of every staff page. */
export function StaffSignedIn({ name, roleName }: { name: string; roleName: string }) {
  return (
    <div className="staff-signed-in">
      <p>
        Signed in as <strong>{name}</strong> ({roleName})
      </p>
      <Form method="post" action="/staff/sign-out">
        <AuthenticityTokenInput />
        <button type="submit" className="button button--secondary">
          Sign out
        </button>{" "}
        <button type="submit" name="scope" value="everywhere" className="button button--secondary">
          Sign out on every device
        </button>
      </Form>
    </div>
  );
}
