import QRCode from "qrcode";

// The UPI QR code drawn on the server as inline SVG (qrcode: the maintained, dependency-light
// QR encoder), so the donate page needs no image request and no script. Medium error
// correction leaves the code readable from a creased printout or a dim phone screen.
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
}
