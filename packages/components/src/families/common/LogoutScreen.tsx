/** /logout: the kit's signing-out view, which the certificate family draws for its service's logout too. */
export { default } from "../../kit/LogoutView.tsx";
