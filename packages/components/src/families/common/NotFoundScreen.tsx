import { type ScreenProps, useLingui, useSession, useSignIn } from "@gse/sdk";
import { Paragraph } from "../../kit/Notice.tsx";
import { ScreenLayout } from "../../kit/ScreenLayout.tsx";
import { useGo } from "../../kit/use-go.ts";
import { Link } from "../../primitives/Link.tsx";

/** The console's home, where a signed-in visitor goes back to. */
const consoleHome = "/home";

/**
 * An address no route has: the brand's page says so and offers one way on, the console's home when
 * signed in, /Login otherwise, instead of dropping the visitor on the login without a word.
 */
export default function NotFoundScreen({ brand }: ScreenProps) {
  const { _ } = useLingui();
  const go = useGo();
  const { session } = useSignIn();
  const signedIn = useSession(session, (state) => state.isAuth);
  return (
    <ScreenLayout brand={brand} title={_("Página no encontrada")} illustration="alert">
      <Paragraph>{_("Esta página no existe.")}</Paragraph>
      {signedIn ? (
        <Link href={consoleHome} onNavigate={go}>
          {_("Ir al inicio")}
        </Link>
      ) : (
        <Link href="/Login" onNavigate={go}>
          {_("Iniciar sesión")}
        </Link>
      )}
    </ScreenLayout>
  );
}
