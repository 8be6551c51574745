// The baseline's static page: the smallest page this Next.js version can serve.
export default function StaticPage() {
  return <p>Hello from a static page</p>;
}
