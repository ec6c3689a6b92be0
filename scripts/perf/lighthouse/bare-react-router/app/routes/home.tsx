export function meta() {
  return [
    { title: "A bare React Router page" },
    {
      name: "description",
      content: "One prerendered page: the floor the site's pages are measured against.",
    },
  ];
}

export default function Home() {
  return (
    <main>
      <h1>A bare React Router page</h1>
      <p>React Router 7, prerendered and hydrated, with nothing else on it.</p>
    </main>
  );
}
