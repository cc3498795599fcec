import { describe, expect, it } from "vitest";

import { PROVIDER_VARIABLES as PORTAL_VIEW } from "../../app/services/env.server";
import { PROVIDER_VARIABLES } from "../../provider-api/config";

// The portal warns of a variable that looks like a misspelt setting of its own or of
// the embedded provider's (decision 0303). The two packages import nothing of each
// other, so the portal keeps its own list of the provider's names: this keeps it true.
describe("the names of the settings", () => {
  it("the portal knows every variable the provider reads, and no other", () => {
    expect([...PORTAL_VIEW].sort()).toEqual([...PROVIDER_VARIABLES].sort());
  });
});
