import express, { type Express } from "express";

import type { ProviderContext } from "./context.js";
import { errorHandler, notFoundRoute } from "./http/error-handler.js";
import { faultSwitch } from "./http/faults.js";
import { requestLog } from "./http/request-log.js";
import { loadSession } from "./http/session.js";
import { additionalFundsRouter } from "./routes/additional-funds.js";
import { authenticatedRouter } from "./routes/authenticated.js";
import { cardGatewayRouter } from "./routes/card-gateway.js";
import { contractGuestRouter, signingCeremonyRouter } from "./routes/contract-ceremony.js";
import { documentsGuestRouter, documentsStaffRouter } from "./routes/documents.js";
import { downloadsRouter } from "./routes/downloads.js";
import { guestRouter } from "./routes/guest.js";
import { healthRouter } from "./routes/health.js";
import { lenderRouter } from "./routes/lender.js";
import { loanRequestsGuestRouter } from "./routes/loan-requests.js";
import { guestCardSettlement, payNowGuestRouter, payNowStaffRouter, staffCardSettlement } from "./routes/pay-now.js";
import {
  outboxRouter,
  representativeAuthRouter,
  representativeRouter,
  representativeStaffRouter,
} from "./routes/representatives.js";
import { sanctumRouter } from "./routes/sanctum.js";
import { staffRouter } from "./routes/staff.js";

export function createApp(ctx: ProviderContext): Express {
  const app = express();
  app.disable("x-powered-by");
  app.disable("etag");
  app.set("query parser", "simple");
  app.use((_req, res, next) => {
    res.set({
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    });
    next();
  });
  // The portal's readiness probe, every few seconds from every instance: before the request log, which it would flood.
  app.use(healthRouter(ctx));
  app.use(requestLog(ctx.config.log));
  const session = loadSession(ctx);
  if (ctx.config.faultSwitch) {
    const faults = faultSwitch(ctx);
    app.use("/staff/v1", faults.staff);
    app.use(["/sanctum", "/guest/v1"], faults.guest);
  }
  app.use("/sanctum", session, sanctumRouter(ctx));
  app.use(
    "/guest/v1",
    session,
    guestCardSettlement(ctx),
    guestRouter(ctx),
    payNowGuestRouter(ctx),
    additionalFundsRouter(ctx),
    lenderRouter(ctx),
    contractGuestRouter(ctx),
    loanRequestsGuestRouter(ctx),
  );
  app.use("/authenticated/v1", session, authenticatedRouter(ctx), documentsGuestRouter(ctx));
  app.use("/staff/v1", staffCardSettlement(ctx), staffRouter(ctx), payNowStaffRouter(ctx));
  app.use("/staff/v1", documentsStaffRouter(ctx));
  app.use("/staff/v1", representativeStaffRouter(ctx));
  app.use(representativeAuthRouter(ctx, session), outboxRouter(ctx));
  app.use("/representative/v1", session, representativeRouter(ctx));
  app.use(downloadsRouter(ctx));
  app.use(cardGatewayRouter(ctx));
  app.use(signingCeremonyRouter(ctx));
  app.use(notFoundRoute);
  app.use(errorHandler(ctx.config.log));
  return app;
}
