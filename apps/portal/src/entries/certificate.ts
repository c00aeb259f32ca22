import * as login from "@gse/components/login/certificate";
import * as catalog from "@gse/sdk/locales/es";
import { startPortal } from "../start.tsx";

// The page of the certificate family's brands (start.tsx, FamilyEntry).
void startPortal({ name: "certificate", login, catalog });
