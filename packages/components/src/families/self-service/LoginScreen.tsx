import { type ScreenProps, useFederatedSignIn } from "@gse/sdk";
import { FederatedSignIn } from "../../kit/federated/FederatedSignIn.tsx";
import { LoginView } from "../../kit/themed/LoginView.tsx";

/**
 * The self-service login (spec §2): the branded 'Iniciar Sesión' with the language selector (es, en, pt) at
 * its foot, and 'Ingresar con', the federated sign-in through the identity provider, which comes back to
 * /signin-credential/callback.
 */
export default function LoginScreen(props: ScreenProps) {
  const federated = useFederatedSignIn();
  return (
    <LoginView {...props}>
      <FederatedSignIn state={federated.state} onStart={federated.start} />
    </LoginView>
  );
}
