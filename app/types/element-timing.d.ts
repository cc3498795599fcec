// Element Timing (https://w3c.github.io/element-timing/): the browser records when
// an element with this attribute is first painted; `npm run bench` reads it.
import "react";

declare module "react" {
  // The type parameter must be the one React declares, though this addition does not use it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
