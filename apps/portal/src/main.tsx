import { startPortal } from "./start.tsx";

// index.html's entry: the dev server's page, and the built page of a brand whose family has no entry of its own
// in src/entries (a server that cannot tell the host's family serves this one).
void startPortal();
