/** Demo text of the editable static pages (administrators change it in the admin area). */
export const STATIC_PAGES: readonly { slug: string; title: string; seo: string; body: string }[] = [
  {
    slug: 'about',
    title: 'About Football Jobs',
    seo: 'Football Jobs connects clubs, academies and agencies with players, coaches and staff in more than 50 countries.',
    body: `<p>Football Jobs is a jobs board and career service built only for the football industry. Clubs, academies, federations and agencies post vacancies; players, coaches, analysts, medical staff and administrators find them, apply and build a public profile recruiters can search.</p>
<h3>What we offer</h3>
<ul><li>A jobs board with premium and standard vacancies from employers in more than 50 countries.</li><li>Memberships for candidates, from a free account to unlimited applications and a featured profile.</li><li>Player and staff profiles with career statistics, and a CV database for recruiters.</li><li>Career services in our shop: CV writing, LinkedIn profiles and mentoring.</li></ul>
<p>We started as a small newsletter of coaching vacancies and grew because people in football told us what they needed. We still read every message sent through our contact form.</p>`,
  },
  {
    slug: 'contact',
    title: 'Contact us',
    seo: 'Questions about jobs, memberships or employer packages? Write to the Football Jobs team.',
    body: `<p>Write to us with the form below: questions about a job, your membership, an employer package or a payment. We answer on working days, usually within 24 hours.</p><p>Employers who want to advertise many vacancies can also ask for a call back; tell us your club or organisation and the roles you are hiring for.</p>`,
  },
  {
    slug: 'terms',
    title: 'Terms and conditions',
    seo: 'The terms that apply when you use Football Jobs as a candidate, employer or visitor.',
    body: `<h3>1. Who we are</h3><p>Football Jobs runs this website and its services. By creating an account you accept these terms.</p>
<h3>2. Accounts</h3><p>You keep your password secret and give true information. One person or organisation per account; team members of an employer use their own logins.</p>
<h3>3. Jobs and applications</h3><p>Employers are responsible for their vacancies and must only advertise real positions. Candidates apply with true information. We may remove jobs, profiles or messages that break the law or these terms.</p>
<h3>4. Memberships and payments</h3><p>Paid memberships renew each period until you cancel; you can cancel at any time from your subscriptions page and keep the benefits until the period ends. Credits cannot be exchanged for money.</p>
<h3>5. Content</h3><p>You keep the rights to what you upload and allow us to show it as the service needs (for example, your public profile). Do not upload what you have no right to share.</p>
<h3>6. Liability</h3><p>We do our best to keep the service running and the information correct, but we do not guarantee that a job leads to employment.</p>
<h3>7. Changes</h3><p>We tell account holders by email before these terms change in a way that matters.</p>`,
  },
  {
    slug: 'privacy',
    title: 'Privacy policy',
    seo: 'What Football Jobs stores about you, why, for how long, and how to export or delete it.',
    body: `<p>This policy says what this service really stores about you and what you can do about it.</p>
<h3>What we store</h3>
<ul>
<li><strong>Your account:</strong> username, email address, name, a hash of your password (never the password itself), your roles and membership, and when you signed up.</li>
<li><strong>Your profile and uploads:</strong> what you enter in your profile (experience, qualifications, skills, location, contact details you choose to give) and the files you upload — CVs, profile pictures and logos — with their size and a checksum.</li>
<li><strong>Jobs and applications:</strong> jobs employers post, the applications you send, screening answers, and the notes and status changes employers record.</li>
<li><strong>Payments:</strong> the plans and products you buy, amounts, dates and the payment provider's reference. Card numbers are handled by the payment provider and never reach our servers.</li>
<li><strong>Mail outbox:</strong> a copy of the emails we send you (confirmations, job alerts, application updates, newsletters) with the address and time they were sent.</li>
<li><strong>Newsletter and contact:</strong> your email address, when and where you gave consent, when you confirmed or unsubscribed, and messages you send through the contact form.</li>
<li><strong>Logs:</strong> server logs with the time, address and path of requests, kept to keep the service secure and to fix faults, and a log of the actions administrators take on accounts.</li>
</ul>
<h3>Why</h3><p>To run your account and the services you ask for, to take payments, to protect the service from abuse, and — only with your consent — to send the newsletter.</p>
<h3>Who sees it</h3><p>Your public profile is visible to everyone only when you make it public. Employers see the applications you send them. Recruiters with a paid plan can search discoverable CVs. Administrators can see accounts to support you. We do not sell personal data.</p>
<h3>Your rights: export and deletion</h3><p>From your account you can download an export of the data we hold about you and delete your account. Deletion removes your profile, uploads and applications; payment records are kept as long as tax law requires. You can unsubscribe from the newsletter with the link in every issue.</p>
<h3>Contact</h3><p>Questions about your data: use the contact form and choose "Privacy" as the subject.</p>`,
  },
  {
    slug: 'recruit-with-football-jobs',
    title: 'Recruit with Football Jobs',
    seo: 'Reach coaches, players, analysts and staff across world football: post a job, search the CV database, hire faster.',
    body: `<p>Post your vacancy where football people look for work. Premium jobs are shown first on the homepage and in search, and go out in job alerts to candidates who match.</p>
<ul><li>Post standard or premium jobs with credits from your package.</li><li>Screen applicants with your own questions and track them through interviews to hire.</li><li>Search the CV database of discoverable candidates.</li><li>Invite your team and share templates for replies.</li></ul>
<p>Start with a free employer account and buy credits or a package when you need them.</p>`,
  },
  {
    slug: 'about-football-jobs',
    title: 'About the Football Jobs membership',
    seo: 'Candidate memberships from a free account to unlimited applications and a featured profile, from about 3 pounds a month.',
    body: `<p>A membership gives you more applications each month, a CV recruiters can find and, on the Elite and Unlimited plans, a place among our featured members.</p>
<ul><li>Free: the full jobs board, job alerts, the newsletter and a CV upload.</li><li>Standard and up: premium applications and a searchable CV.</li><li>Elite: featured for a month, a social media profile share and 25% off career services.</li><li>Unlimited: always featured, unlimited applications and specialist contract advice.</li></ul>
<p>Cancel any time from your account.</p>`,
  },
];
