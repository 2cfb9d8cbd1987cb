import { engineSuite } from "./suite";

engineSuite("webkit");
