import { engineSuite } from "./suite";

engineSuite("chromium");
