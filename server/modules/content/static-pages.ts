/**
 * Content for Triphive's static company pages (about, team, contact, legal, careers).
 *
 * The pages are plain typed data so that a generic page component can render them
 * and tests can check them. Company facts are phrased modestly on purpose: do not add
 * awards, customer counts or other figures here unless they are true and sourced.
 */

export type StaticBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "heading"; text: string }
  | { kind: "people"; people: { name: string; role: string; bio: string }[] }
  | {
      kind: "contacts";
      contacts: { label: string; lines: string[]; email?: string; phone?: string }[];
    };

export interface StaticPage {
  slug: "aboutus" | "team" | "contact_us" | "tnc" | "packages_tnc" | "privacy" | "career";
  /** "/" + slug, e.g. "/aboutus". */
  path: string;
  /** Page <h1>. */
  title: string;
  /** Document <title>; always ends with " | Triphive". */
  metaTitle: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** ISO date (YYYY-MM-DD) the content was last revised. */
  updatedOn: string;
  /** One or two sentences shown under the heading. */
  intro: string;
  blocks: StaticBlock[];
}

export interface JobOpening {
  /** Kebab-case slug, unique across openings. */
  id: string;
  title: string;
  team: string;
  location: string;
  type: "Full-time" | "Internship";
  summary: string;
  responsibilities: string[];
  requirements: string[];
}

const LEGAL_UPDATED_ON = "2026-11-01";
const COMPANY_UPDATED_ON = "2026-11-01";

const COMPANY_NAME = "Triphive Technologies Private Limited";
const SUPPORT_EMAIL = "support@triphive.example";
const PARTNERS_EMAIL = "partners@triphive.example";
const PRESS_EMAIL = "press@triphive.example";
const PRIVACY_EMAIL = "privacy@triphive.example";
const CAREERS_EMAIL = "careers@triphive.example";
const SUPPORT_PHONE = "+91 80 4000 0000";
const GURUGRAM_PHONE = "+91 124 400 0000";
const GRIEVANCE_OFFICER = "Meera Iyer";

const BENGALURU_ADDRESS = [
  COMPANY_NAME,
  "3rd Floor, 100 Feet Road, HAL 2nd Stage",
  "Indiranagar, Bengaluru, Karnataka 560038",
  "India",
];

const GURUGRAM_ADDRESS = [
  "Triphive (Gurugram office)",
  "5th Floor, Sector 44",
  "Gurugram, Haryana 122003",
  "India",
];

const aboutUs: StaticPage = {
  slug: "aboutus",
  path: "/aboutus",
  title: "About us",
  metaTitle: "About us | Triphive",
  metaDescription:
    "Triphive connects Indian travellers with verified local travel agents. Post one trip request, compare up to three tailored quotes and book with confidence.",
  updatedOn: COMPANY_UPDATED_ON,
  intro:
    "Triphive is a marketplace where you describe the trip you want and verified travel agents answer with itineraries, hotels and prices made for you. You compare, ask questions and book only when a plan feels right.",
  blocks: [
    { kind: "heading", text: "What Triphive is" },
    {
      kind: "paragraph",
      text: "Planning a holiday usually means calling several agents, repeating the same details to each of them and then trying to compare quotes that look nothing alike. Triphive puts that whole conversation in one place. You post a trip request once, and travel agents who know the destination well reply with complete proposals that you can read side by side.",
    },
    {
      kind: "paragraph",
      text: "We do not run the trips ourselves. The agents on Triphive are independent businesses, many of them small, family-run firms with years of experience in the places they sell. Our job is to help you find the right one, keep the conversation organised and make sure your money is handled carefully.",
    },
    { kind: "heading", text: "How it works" },
    {
      kind: "list",
      items: [
        "Post a request: tell us where you want to go, when, who is travelling, your rough budget and anything that matters to you, from a vegetarian kitchen to a room with a view.",
        "Get up to three quotes: verified agents who cover that destination send a day-by-day itinerary, the hotels they propose and a clear price with inclusions and exclusions.",
        "Compare and chat: line the quotes up side by side, ask each agent questions in chat and request changes until the plan suits you.",
        "Book and pay safely: confirm the quote you like, pay in full or in instalments where the agent offers them, and download your vouchers from your trips page.",
      ],
    },
    { kind: "heading", text: "Why we built it" },
    {
      kind: "paragraph",
      text: "Most packages are designed for an imaginary average traveller: fixed dates, fixed hotels and a fixed pace. Real trips are different. A honeymoon in Kerala, a first trip abroad with parents in their seventies and a week of trekking in Himachal need very different plans, even on the same budget.",
    },
    {
      kind: "paragraph",
      text: "Good local agents have always been able to tailor trips like these, but they are hard to find and harder to compare. Triphive gives travellers a simple way to reach them, and gives agents a fair way to win business by doing what they do best: planning trips well.",
    },
    { kind: "heading", text: "Why you can trust it" },
    {
      kind: "list",
      items: [
        "Verified agents: before an agent can send quotes, we check their business registration, GST details, identity of the owners and, where relevant, their tourism licences and association memberships.",
        "Payments held until documents are issued: the money you pay through Triphive is held and released to the agent only once your confirmed travel documents, such as hotel vouchers and tickets, are issued.",
        "Everything in writing: quotes, changes and promises made in chat stay on record in your account, so there is no confusion about what was agreed.",
        "Real support: our support team, based in India, can step in if something goes wrong before or during your trip.",
        "Honest reviews: only travellers who have booked and travelled with an agent can review them.",
      ],
    },
    { kind: "heading", text: "Who we are" },
    {
      kind: "paragraph",
      text: "We are a small team based in Bengaluru and Gurugram, made up of engineers, designers and people who have spent years working in travel. You can meet some of us on our team page, and if you would like to join us, have a look at our careers page.",
    },
  ],
};

const team: StaticPage = {
  slug: "team",
  path: "/team",
  title: "Our team",
  metaTitle: "Our team | Triphive",
  metaDescription:
    "Meet the people building Triphive, a small team in Bengaluru and Gurugram working to make tailored trips simple to plan, compare and book.",
  updatedOn: COMPANY_UPDATED_ON,
  intro:
    "Triphive is built by a small team of engineers, designers and travel people. These are some of the people you may meet in chat, on a call or at an agent meet-up.",
  blocks: [
    { kind: "heading", text: "Founding team" },
    {
      kind: "people",
      people: [
        {
          name: "Ananya Rao",
          role: "Co-founder and Chief Executive",
          bio: "Spent eight years running a boutique travel agency in Mysuru before deciding that good agents deserved better tools.",
        },
        {
          name: "Kabir Malhotra",
          role: "Co-founder and Chief Technology Officer",
          bio: "Built payments and booking systems at two Indian start-ups and now looks after everything that runs behind Triphive.",
        },
        {
          name: "Sofia Lindqvist",
          role: "Head of Product Design",
          bio: "Designed booking flows for a Scandinavian rail operator and moved to Bengaluru to make trip planning feel calmer.",
        },
        {
          name: "Rohit Deshpande",
          role: "Head of Agent Partnerships",
          bio: "Has worked with tour operators across Maharashtra, Goa and the North-East, and personally meets many of the agents who join.",
        },
        {
          name: "Farah Siddiqui",
          role: "Head of Traveller Support",
          bio: "Led customer care for a domestic airline and believes every problem deserves a named person and a clear next step.",
        },
        {
          name: "Daniel Okafor",
          role: "Lead Engineer, Payments",
          bio: "Previously worked on instalment and escrow products in Lagos and London; he makes sure money moves only when it should.",
        },
        {
          name: "Lakshmi Venkatesan",
          role: "Operations Lead",
          bio: "Keeps bookings, vouchers and agent payouts on track, and is the person agents call when a hotel changes its mind.",
        },
      ],
    },
    { kind: "heading", text: "Working with us" },
    {
      kind: "paragraph",
      text: "We are hiring across engineering, agent success, operations, content and design. If you care about travel and about doing careful work, we would like to hear from you: see our careers page for current openings.",
    },
  ],
};

const contactUs: StaticPage = {
  slug: "contact_us",
  path: "/contact_us",
  title: "Contact us",
  metaTitle: "Contact us | Triphive",
  metaDescription:
    "Get in touch with Triphive for help with a trip request or booking, agent partnerships or press enquiries. Support is available every day in IST.",
  updatedOn: COMPANY_UPDATED_ON,
  intro:
    "We are happy to help. If your question is about a booking, please include your trip request ID so that we can find it quickly.",
  blocks: [
    { kind: "heading", text: "How to reach us" },
    {
      kind: "contacts",
      contacts: [
        {
          label: "Traveller support",
          lines: [
            "Help with trip requests, quotes, payments, vouchers and changes to a booking.",
            "Every day, 9:00 am to 9:00 pm IST.",
          ],
          email: SUPPORT_EMAIL,
          phone: SUPPORT_PHONE,
        },
        {
          label: "Agent partnerships",
          lines: [
            "For travel agents and tour operators who would like to join Triphive, or partners with questions about verification and payouts.",
            "Monday to Saturday, 10:00 am to 7:00 pm IST.",
          ],
          email: PARTNERS_EMAIL,
        },
        {
          label: "Press and media",
          lines: ["For interviews, information about Triphive and media requests."],
          email: PRESS_EMAIL,
        },
        {
          label: "Privacy and grievances",
          lines: [
            `Grievance Officer: ${GRIEVANCE_OFFICER}`,
            "For questions about your personal data or complaints about how we handle it.",
          ],
          email: PRIVACY_EMAIL,
        },
      ],
    },
    { kind: "heading", text: "Our offices" },
    {
      kind: "contacts",
      contacts: [
        {
          label: "Bengaluru (registered office)",
          lines: BENGALURU_ADDRESS,
          phone: SUPPORT_PHONE,
        },
        {
          label: "Gurugram",
          lines: GURUGRAM_ADDRESS,
          phone: GURUGRAM_PHONE,
        },
      ],
    },
    { kind: "heading", text: "If you are travelling right now" },
    {
      kind: "paragraph",
      text: "For problems during a trip, such as a missed transfer or an issue at hotel check-in, contact your agent through chat first, since they can usually fix things fastest on the ground. If you cannot reach them, call traveller support and we will follow up with the agent for you.",
    },
    {
      kind: "paragraph",
      text: "Our offices are workplaces rather than walk-in travel counters, so please write or call before visiting.",
    },
  ],
};

const termsAndConditions: StaticPage = {
  slug: "tnc",
  path: "/tnc",
  title: "Terms and conditions",
  metaTitle: "Terms and conditions | Triphive",
  metaDescription:
    "The terms for using Triphive: accounts, trip requests and quotes, bookings, instalment payments, cancellations and refunds, reviews and liability.",
  updatedOn: LEGAL_UPDATED_ON,
  intro: `These terms govern your use of the Triphive website and apps, operated by ${COMPANY_NAME}. By creating an account or using Triphive, you agree to them, so please read them carefully.`,
  blocks: [
    { kind: "heading", text: "1. What Triphive does" },
    {
      kind: "paragraph",
      text: "Triphive is an online marketplace. We help travellers describe a trip and receive quotes from independent travel agents, and we provide tools to compare quotes, chat, pay and receive travel documents. We are not a tour operator, airline or hotel, and we do not provide the travel services in a quote.",
    },
    {
      kind: "paragraph",
      text: "When you book a quote, your contract for the travel services is with the agent who made it. The agent is responsible for the itinerary, the accuracy of the quote and the delivery of the services. Triphive is responsible for running the platform, verifying agents as described on our website and handling payments made through Triphive in line with these terms.",
    },
    { kind: "heading", text: "2. Your account" },
    {
      kind: "list",
      items: [
        "You must be at least 18 years old to create an account and book. You may book for travellers who are minors if you are their parent or guardian or have their guardian's consent.",
        "The information you give us, including your name, email address and mobile number, must be accurate and kept up to date.",
        "You are responsible for keeping your login details safe and for activity in your account. Tell us straight away if you think someone else has used it.",
        "We may suspend or close an account that breaks these terms, is used for fraud or puts other users at risk. Where reasonable, we will tell you why.",
      ],
    },
    { kind: "heading", text: "3. Trip requests and quotes" },
    {
      kind: "list",
      items: [
        "A trip request is an invitation for agents to quote. It does not commit you to booking.",
        "We share your trip request with verified agents who cover the destination. You will receive at most three quotes for each request, so that comparing them stays manageable.",
        "A quote is an offer from the agent. It states the itinerary, hotels or similar accommodation, the total price, what is included and excluded, the payment schedule and the cancellation policy that applies.",
        "Quotes are valid until the expiry date shown on them. Prices for flights, hotels and other services can change until a booking is confirmed, and an agent may need to revise a quote before you accept it.",
        "Anything agreed in chat that changes a quote should be reflected in a revised quote before you book. The booked quote is the record of what was agreed.",
      ],
    },
    { kind: "heading", text: "4. Bookings and payments" },
    {
      kind: "list",
      items: [
        "A booking is made when you accept a quote and make the first payment due under it. You will receive a booking confirmation by email and in your account.",
        "Prices are shown in Indian rupees and include applicable taxes such as GST unless the quote says otherwise. Tax collected at source (TCS) on overseas tour packages is charged where the law requires it and is shown separately.",
        "Some agents offer instalments. The quote shows the amount and due date of each instalment. If an instalment is not paid by its due date, the agent may cancel the booking and the cancellation policy in the quote will apply.",
        "Payments are processed by our regulated payment partners. Triphive holds the money you pay and releases it to the agent only after the agent issues your confirmed travel documents, such as hotel vouchers, tickets or confirmation numbers, in your account.",
        "You must pay for your booking through Triphive. If an agent asks you to pay them directly, please tell us: payments made outside Triphive are not protected by these terms.",
      ],
    },
    { kind: "heading", text: "5. Cancellation and refunds" },
    {
      kind: "paragraph",
      text: "Every quote includes the agent's cancellation policy. That policy, shown on your booking, decides how much is refunded if you cancel. Because suppliers such as airlines and hotels have their own rules, policies differ between quotes, so please read them before you book.",
    },
    {
      kind: "list",
      items: [
        "Cancelling by you: you can cancel a booking from your trips page or by contacting support. The refund is the amount you have paid minus the cancellation charges in the booked quote, worked out on the date we receive your cancellation.",
        "Non-refundable items: some parts of a trip, such as discounted flights, visa fees and certain hotel rates, may be non-refundable. The quote must say so clearly.",
        "Cancelling by the agent: if the agent cancels a booking for reasons other than your non-payment, you will receive a full refund of everything you have paid through Triphive, or you may accept an alternative of equal or better standard if the agent offers one.",
        "Events beyond anyone's control: if a trip cannot go ahead because of events such as natural disasters, government travel restrictions or serious unrest, the agent will refund whatever they are able to recover from suppliers, and may offer a credit or new dates instead.",
        "Changes: requests to change dates, travellers or hotels after booking depend on availability and supplier rules, and may cost extra. The agent will confirm any charges before making the change.",
        "Refund timing: approved refunds are sent to the original payment method within 7 to 10 working days of approval. Your bank or card issuer may take a few more days to show the credit.",
        "Disputes: if you disagree with the refund an agent offers, contact support. We will review the booked quote, the chat history and the supplier's response, and decide in good faith how any money still held by Triphive should be released.",
      ],
    },
    { kind: "heading", text: "6. Your conduct" },
    {
      kind: "list",
      items: [
        "Use Triphive only to plan and book genuine trips.",
        "Do not post false, misleading, abusive or unlawful content, or share other people's personal information without their permission.",
        "Do not try to move a conversation or payment off Triphive to avoid fees or protections.",
        "Do not interfere with the platform, including by scraping, automated access or attempts to break security.",
        "Treat agents and our staff with respect. We may close accounts that harass or threaten others.",
      ],
    },
    { kind: "heading", text: "7. Reviews" },
    {
      kind: "paragraph",
      text: "After you travel, you can review the agent who handled your trip. Reviews must be honest, based on your own experience and free of abusive language and personal data. We do not edit reviews to change their meaning, but we may remove a review that breaks these rules or that we reasonably believe is fake. Agents can reply publicly to reviews. By posting a review, you allow us to display it on Triphive.",
    },
    { kind: "heading", text: "8. Limits of our liability" },
    {
      kind: "list",
      items: [
        "Agents are responsible for the travel services they sell. We are not liable for the acts or omissions of agents, airlines, hotels, transport operators or other suppliers, though we will help you pursue a complaint.",
        "We work hard to keep Triphive available and accurate, but we do not promise that the platform will always be free of errors or interruptions.",
        "To the extent the law allows, Triphive's total liability to you for any claim relating to a booking is limited to the amount of money for that booking that Triphive held or received.",
        "We are not liable for indirect or consequential losses, such as lost earnings or missed events.",
        "Nothing in these terms limits liability that cannot be limited under Indian law, including your rights under the Consumer Protection Act, 2019.",
      ],
    },
    { kind: "heading", text: "9. Governing law and disputes" },
    {
      kind: "paragraph",
      text: "These terms are governed by the laws of India. If a dispute cannot be settled through our support and grievance process, the courts of Bengaluru, Karnataka, will have exclusive jurisdiction, subject to any right you have to approach a consumer commission.",
    },
    { kind: "heading", text: "10. Changes to these terms" },
    {
      kind: "paragraph",
      text: "We may update these terms from time to time, for example when we add features or when the law changes. The date at the top of this page shows when they were last revised. If a change is significant, we will tell you by email or in the app before it takes effect. Bookings already confirmed continue under the terms in force when they were made.",
    },
    { kind: "heading", text: "11. Contact" },
    {
      kind: "paragraph",
      text: `For questions about these terms, write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}. For complaints about personal data, contact our Grievance Officer, ${GRIEVANCE_OFFICER}, at ${PRIVACY_EMAIL}.`,
    },
  ],
};

const packageTerms: StaticPage = {
  slug: "packages_tnc",
  path: "/packages_tnc",
  title: "Holiday package terms",
  metaTitle: "Holiday package terms | Triphive",
  metaDescription:
    "Terms for holiday packages on Triphive: per-person pricing, inclusions and exclusions, seasonal prices, documents and visas, check-in and itinerary changes.",
  updatedOn: LEGAL_UPDATED_ON,
  intro:
    "These terms apply to holiday packages quoted and booked on Triphive, in addition to our general terms and conditions. Where a quote says something different, the quote applies to that booking.",
  blocks: [
    { kind: "heading", text: "Prices" },
    {
      kind: "list",
      items: [
        "Package prices are per person, based on two adults sharing a double or twin room, unless the quote says otherwise.",
        "Single travellers pay a single-room supplement. A third adult or a child sharing a room may be charged a different rate, which the quote will show.",
        "Child rates depend on the child's age on the date of travel and on hotel policy. Please give correct ages when you post your trip request.",
        "Prices include GST where applicable. For overseas packages, tax collected at source (TCS) is charged as the law requires and is shown separately on the quote.",
      ],
    },
    { kind: "heading", text: "What is included and what is not" },
    {
      kind: "paragraph",
      text: "Each quote lists its inclusions and exclusions. If a service is not listed as included, assume it is not. Typically:",
    },
    {
      kind: "list",
      items: [
        "Usually included: accommodation as named in the quote, meals as stated (for example, breakfast only or half board), transfers and sightseeing listed in the itinerary, and any tickets or permits the quote names.",
        "Usually excluded: flights or trains unless listed, visa fees, travel insurance, entry tickets not mentioned, camera fees, porterage, tips, personal expenses such as laundry and phone calls, and optional activities.",
        "Local charges such as city taxes, resort fees or national park fees may be payable directly at the hotel or site if the quote says so.",
      ],
    },
    { kind: "heading", text: "Seasonal prices and price changes" },
    {
      kind: "list",
      items: [
        "Prices vary with season, school holidays, festivals and long weekends. A quote for one set of dates may not be valid for other dates.",
        "Until a booking is confirmed, hotel and flight availability and prices may change, and the agent may need to revise the quote.",
        "Once a booking is confirmed, the price will not increase except for changes in government taxes or fees, or changes you ask for. The agent must explain any such increase and you may cancel under the booked policy if you do not accept it.",
        "Peak periods such as Christmas, New Year, Diwali and Puja holidays may carry compulsory gala dinners or minimum-stay rules set by hotels. The quote will mention them.",
      ],
    },
    { kind: "heading", text: "Travel documents and visas" },
    {
      kind: "list",
      items: [
        "Every traveller must carry valid photo identification. For domestic travel, an Aadhaar card, passport, voter ID or driving licence is normally accepted; some hotels do not accept PAN cards as proof of address.",
        "For international travel, passports must usually be valid for at least six months beyond the return date and have blank pages. Check the rules for every country on your route, including transit countries.",
        "Getting visas, permits and health certificates is your responsibility. An agent may help with applications, but approval is decided by the relevant authority and visa fees are normally non-refundable.",
        "Some areas in India, such as parts of the North-East, Ladakh and the Andaman and Nicobar Islands, require inner line or protected area permits. Your agent will tell you which apply and what documents are needed.",
        "Names on bookings must exactly match the travellers' identity documents. Corrections after tickets are issued may cost extra or may not be possible.",
      ],
    },
    { kind: "heading", text: "Hotels and check-in" },
    {
      kind: "list",
      items: [
        "Standard check-in is usually from 12:00 to 2:00 pm and check-out by 10:00 am to 12:00 noon, depending on the hotel. Early check-in and late check-out are subject to availability and may be charged.",
        "Hotels may ask for valid identification for every guest at check-in, and may refuse entry to guests who cannot provide it. Foreign nationals must show their passport and visa.",
        "Some hotels do not allow unmarried couples or local residents to check in, or require a refundable security deposit. Where the agent knows of such a rule, the quote should mention it; if you are unsure, ask in chat before booking.",
        "Room categories are as named in the quote. Hotels allocate specific rooms on arrival, and requests such as adjoining rooms, views or bed types are not guaranteed.",
        "If a hotel cannot honour a confirmed booking, the agent will arrange a hotel of the same or higher standard, or refund the difference.",
      ],
    },
    { kind: "heading", text: "Itinerary changes" },
    {
      kind: "list",
      items: [
        "Itineraries may need to change because of weather, road conditions, closures, strikes or instructions from local authorities. The agent will try to offer a reasonable alternative and will refund the value of services that could not be provided where suppliers refund them.",
        "The order of sightseeing may change on the day for practical reasons without changing what is included.",
        "If you choose to skip a service that is included, such as a meal or a tour, it is not normally refundable.",
        "Changes you request after booking depend on availability and may carry charges, which the agent will confirm before making the change.",
      ],
    },
    { kind: "heading", text: "Your responsibilities" },
    {
      kind: "list",
      items: [
        "Tell the agent before booking about any medical conditions, mobility needs or dietary requirements that might affect the trip.",
        "Take out travel insurance suited to your trip, especially for international travel and adventure activities.",
        "Follow local laws, customs and safety instructions from guides, drivers and hotel staff.",
      ],
    },
    {
      kind: "paragraph",
      text: "Cancellations and refunds for packages follow the policy in your booked quote and the cancellation and refunds section of our terms and conditions.",
    },
  ],
};

const privacy: StaticPage = {
  slug: "privacy",
  path: "/privacy",
  title: "Privacy policy",
  metaTitle: "Privacy policy | Triphive",
  metaDescription:
    "How Triphive collects, uses, shares and protects your personal data, the cookies we use and your rights under India's Digital Personal Data Protection Act 2023.",
  updatedOn: LEGAL_UPDATED_ON,
  intro: `This policy explains what personal data ${COMPANY_NAME} collects when you use Triphive, why we collect it, who we share it with and the choices you have.`,
  blocks: [
    { kind: "heading", text: "What we collect" },
    {
      kind: "list",
      items: [
        "Account details: your name, email address, password (stored only in hashed form) and, if you choose, a profile photo.",
        "Trip requests: destinations, dates, number and ages of travellers, budget, preferences and any notes you add.",
        "Contact phone number: used to verify your account and to let the agent you book with and our support team reach you about your trip.",
        "Chat messages: messages and files you exchange with agents and with our support team on Triphive.",
        "Booking and traveller details: names as they appear on identity documents, and passport or ID details when an agent needs them to issue tickets, permits or visas.",
        "Payment references: transaction IDs, amounts, payment status and the last four digits or type of card. Card details are entered with our payment partners; we never see or store full card numbers or CVVs.",
        "Technical data: device and browser type, IP address, pages visited and how you arrived at Triphive, collected through cookies and similar technologies.",
      ],
    },
    { kind: "heading", text: "Why we use it" },
    {
      kind: "list",
      items: [
        "To run your account and show your trip requests, quotes, chats and bookings.",
        "To send your trip request to suitable agents and let them prepare quotes.",
        "To process payments, hold them safely and release them or issue refunds.",
        "To provide support and settle disputes between travellers and agents.",
        "To keep Triphive safe, including detecting fraud and misuse.",
        "To understand which marketing brings people to Triphive and to improve our service.",
        "To meet legal obligations, such as tax, accounting and lawful requests from authorities.",
      ],
    },
    {
      kind: "paragraph",
      text: "We process your data on the basis of the consent you give when you sign up and post a trip request, and for legitimate uses permitted by law, such as complying with legal obligations. We send marketing messages only if you have agreed to them, and you can opt out at any time.",
    },
    { kind: "heading", text: "Who we share it with" },
    {
      kind: "list",
      items: [
        "Agents you request quotes from: they see your trip request and the chat messages you send them. Your phone number and traveller details are shared only with the agent you book with, and only to the extent needed to deliver the trip.",
        "Suppliers needed for your trip, through your agent: hotels, airlines, transport operators and visa authorities receive the details needed to confirm your booking.",
        "Service providers working for us: payment partners, cloud hosting, email and SMS providers and analytics tools, under contracts that limit how they use your data.",
        "Authorities: when the law requires it, or when needed to protect the safety of travellers or prevent fraud.",
      ],
    },
    { kind: "paragraph", text: "We do not sell your personal data." },
    { kind: "heading", text: "Cookies" },
    {
      kind: "list",
      items: [
        "Session cookies keep you signed in and remember your choices while you use Triphive. They are needed for the site to work.",
        "Tracking and attribution cookies record which advertisement, partner link or campaign brought you to Triphive, so that we can measure our marketing. They last up to 7 days.",
        "You can block or delete cookies in your browser settings. If you block session cookies, you will not be able to sign in.",
      ],
    },
    { kind: "heading", text: "How long we keep it" },
    {
      kind: "list",
      items: [
        "Account data is kept while your account is open. If you delete your account, we erase or anonymise it within 30 days, except where we must keep it longer.",
        "Booking, payment and invoice records are kept for as long as tax and accounting laws require, normally eight years.",
        "Trip requests that never led to a booking, and their chats, are deleted or anonymised two years after your last activity on them.",
        "Passport and ID details collected for a booking are deleted once the trip is complete and any related claims are settled.",
      ],
    },
    { kind: "heading", text: "Your rights" },
    {
      kind: "paragraph",
      text: "Under India's Digital Personal Data Protection Act, 2023, you have the right to:",
    },
    {
      kind: "list",
      items: [
        "Access a summary of the personal data we hold about you and how we use it.",
        "Correct, complete or update data that is inaccurate or out of date.",
        "Ask us to erase your data when it is no longer needed, subject to what the law requires us to keep.",
        "Withdraw your consent at any time. This will not affect processing already done, but we may no longer be able to provide some services.",
        "Nominate another person to exercise these rights on your behalf in case of death or incapacity.",
        "Raise a grievance with us, and if you are not satisfied with our response, complain to the Data Protection Board of India.",
      ],
    },
    {
      kind: "paragraph",
      text: `You can exercise most of these rights from your account settings, or by writing to ${PRIVACY_EMAIL}. We may ask you to confirm your identity before acting on a request.`,
    },
    { kind: "heading", text: "Security" },
    {
      kind: "paragraph",
      text: "We use encryption in transit, access controls and logging to protect your data, and we limit access inside Triphive to people who need it for their work. Agents agree to keep traveller data confidential and to use it only for the trips they are handling. No system is perfectly secure, so please use a strong password and never share your one-time passwords. If a breach affects your data, we will inform you and the authorities as the law requires.",
    },
    { kind: "heading", text: "Children" },
    {
      kind: "paragraph",
      text: "Triphive accounts are for adults. We process children's details only when a parent or guardian adds them as travellers on a booking, and only for that booking.",
    },
    { kind: "heading", text: "Grievance Officer" },
    {
      kind: "contacts",
      contacts: [
        {
          label: `${GRIEVANCE_OFFICER}, Grievance Officer`,
          lines: BENGALURU_ADDRESS,
          email: PRIVACY_EMAIL,
        },
      ],
    },
    {
      kind: "paragraph",
      text: "We aim to acknowledge grievances within 48 hours and to resolve them within 30 days. We will tell you by email or in the app if we make significant changes to this policy.",
    },
  ],
};

const career: StaticPage = {
  slug: "career",
  path: "/career",
  title: "Careers",
  metaTitle: "Careers | Triphive",
  metaDescription:
    "Work at Triphive in Bengaluru or Gurugram. Help travellers plan better trips and local travel agents grow their business. See our current openings.",
  updatedOn: COMPANY_UPDATED_ON,
  intro:
    "We are building a fairer way for travellers and local travel agents to find each other. If that sounds like work you would enjoy, we would like to meet you.",
  blocks: [
    { kind: "heading", text: "Why work here" },
    {
      kind: "list",
      items: [
        "The work is close to real people: a traveller's anniversary trip, or a small agency's best month of the year.",
        "The team is small, so your work ships quickly and you can see what difference it makes.",
        "You will work alongside people who have run travel businesses, not only people who have built software.",
        "There are hard problems to solve, from fair matching of requests to agents to holding and releasing payments safely.",
      ],
    },
    { kind: "heading", text: "How we work" },
    {
      kind: "list",
      items: [
        "We write things down. Decisions, plans and post-incident reviews are shared in writing so that everyone can follow and question them.",
        "We talk to travellers and agents every week. Everyone, including engineers, spends time on support and on calls with agents.",
        "We prefer small, careful changes that we can measure over big launches.",
        "We work from our Bengaluru and Gurugram offices three days a week and wherever suits you on the other two.",
        "We are kind and direct with each other, and we assume good intent.",
      ],
    },
    { kind: "heading", text: "Benefits" },
    {
      kind: "list",
      items: [
        "Competitive salary and employee stock options for full-time roles.",
        "Health insurance for you, your spouse or partner, children and parents.",
        "24 days of paid leave a year plus public holidays, and a yearly travel allowance to use on a trip of your choice.",
        "26 weeks of paid parental leave for birth mothers and 12 weeks for other parents, including adoptive parents.",
        "A learning budget for books, courses and conferences.",
        "A laptop and equipment of your choice, and support for setting up a comfortable home workspace.",
      ],
    },
    { kind: "heading", text: "How to apply" },
    {
      kind: "paragraph",
      text: `Choose an opening below and send your CV, with a few lines on why the role interests you, to ${CAREERS_EMAIL}. Put the role title in the subject line. We reply to every application, usually within two weeks.`,
    },
    {
      kind: "paragraph",
      text: "Our process is a short introductory call, a practical exercise or conversation about real work related to the role, and a final conversation with two or three people you would work with. We do not ask for unpaid work beyond a short exercise.",
    },
    {
      kind: "paragraph",
      text: "Do not see a role that fits? Write to us anyway and tell us how you would like to help.",
    },
  ],
};

export const STATIC_PAGES: readonly StaticPage[] = [
  aboutUs,
  team,
  contactUs,
  termsAndConditions,
  packageTerms,
  privacy,
  career,
];

export const JOB_OPENINGS: readonly JobOpening[] = [
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-stack Engineer",
    team: "Engineering",
    location: "Bengaluru (hybrid)",
    type: "Full-time",
    summary:
      "Build the features travellers and agents use every day, from trip requests and quote comparison to chat and bookings, across our TypeScript stack.",
    responsibilities: [
      "Design, build and ship features end to end, from the database schema to the user interface.",
      "Work with design and agent success to turn feedback from travellers and agents into small, measurable improvements.",
      "Keep our code well tested, readable and fast, and review your colleagues' work carefully.",
      "Take part in an on-call rotation and help us learn from incidents.",
    ],
    requirements: [
      "At least five years of experience building web applications in production.",
      "Strong TypeScript skills, with experience in Node.js and React.",
      "Good working knowledge of SQL databases such as PostgreSQL.",
      "Clear written communication and a habit of explaining your decisions.",
      "Experience with payments, marketplaces or travel is a plus, not a requirement.",
    ],
  },
  {
    id: "software-engineering-intern",
    title: "Software Engineering Intern",
    team: "Engineering",
    location: "Bengaluru or Gurugram (in office)",
    type: "Internship",
    summary:
      "A six-month internship working on real features with a mentor, suited to final-year students and recent graduates.",
    responsibilities: [
      "Build and test small features and fixes that ship to travellers and agents.",
      "Pair with senior engineers and take part in code reviews.",
      "Spend time with our support team to understand the problems users face.",
      "Present what you have built to the team at the end of the internship.",
    ],
    requirements: [
      "In the final year of a degree, or graduated within the last year, in any discipline.",
      "Have built something in JavaScript or TypeScript, for a course, a project or open source.",
      "Curiosity, and comfort asking questions when something is unclear.",
      "Available to work full time for six months.",
    ],
  },
  {
    id: "agent-success-manager",
    title: "Agent Success Manager",
    team: "Agent Success",
    location: "Gurugram (hybrid, with travel)",
    type: "Full-time",
    summary:
      "Help travel agents join Triphive, get verified and write quotes that win bookings, and be their voice inside the company.",
    responsibilities: [
      "Guide new agents through onboarding and verification.",
      "Review quotes with agents and coach them on clear pricing, itineraries and responsiveness.",
      "Visit agents in your region and host small meet-ups.",
      "Share what agents need with the product team, with examples and evidence.",
      "Help resolve disputes between agents and travellers fairly.",
    ],
    requirements: [
      "Three or more years in travel sales, account management or partner management.",
      "Good knowledge of how Indian travel agencies and tour operators work.",
      "Fluent English and Hindi; another Indian language is a plus.",
      "Willingness to travel within North India a few days a month.",
    ],
  },
  {
    id: "trip-operations-associate",
    title: "Trip Operations Associate",
    team: "Operations",
    location: "Bengaluru (in office, rotating shifts)",
    type: "Full-time",
    summary:
      "Make sure confirmed bookings run smoothly: check travel documents, release payments at the right time and support travellers when plans change.",
    responsibilities: [
      "Check vouchers and tickets issued by agents before payments are released.",
      "Handle cancellations, refunds and changes in line with our terms and each booking's policy.",
      "Support travellers and agents by phone, email and chat, including during trips.",
      "Spot recurring problems and suggest fixes to our processes and tools.",
    ],
    requirements: [
      "One to three years in travel operations, ticketing or customer support.",
      "Careful attention to detail, especially with dates, names and amounts.",
      "Calm and clear communication in English; Kannada, Tamil or Hindi is a plus.",
      "Able to work rotating shifts between 8:00 am and 10:00 pm IST, including some weekends.",
    ],
  },
  {
    id: "travel-content-writer",
    title: "Travel Content Writer",
    team: "Content",
    location: "Remote within India",
    type: "Full-time",
    summary:
      "Write the guides, destination pages and product copy that help travellers describe the trip they want and understand the quotes they receive.",
    responsibilities: [
      "Write and update destination guides with practical, accurate information.",
      "Work with designers on clear wording across the product, from forms to error messages.",
      "Interview agents and travellers for stories and tips.",
      "Keep our style guide up to date and edit contributions from others.",
    ],
    requirements: [
      "Two or more years of writing professionally, ideally about travel.",
      "A portfolio showing clear, accurate and friendly writing.",
      "Careful fact-checking habits and respect for sources.",
      "Basic familiarity with search engine optimisation.",
    ],
  },
  {
    id: "product-designer",
    title: "Product Designer",
    team: "Design",
    location: "Bengaluru (hybrid)",
    type: "Full-time",
    summary:
      "Design the experience of planning, comparing and booking trips for travellers, and the tools agents use to quote and manage bookings.",
    responsibilities: [
      "Own the design of features from research and sketches to shipped interfaces.",
      "Run regular research sessions with travellers and agents.",
      "Maintain and extend our design system with engineering.",
      "Make sure our product works well on low-end phones and slow connections, and is accessible.",
    ],
    requirements: [
      "Three or more years designing web or mobile products.",
      "A portfolio that shows your process as well as the final screens.",
      "Comfort working in Figma and close collaboration with engineers.",
      "Experience designing for users across India, in more than one language, is a plus.",
    ],
  },
];

/** Returns the page for a slug. Every slug in the union has a page, so this never fails in practice. */
export function findStaticPage(slug: StaticPage["slug"]): StaticPage {
  const page = STATIC_PAGES.find((p) => p.slug === slug);
  if (!page) {
    throw new Error(`Unknown static page: ${slug}`);
  }
  return page;
}

export function findJobOpening(id: string): JobOpening | undefined {
  return JOB_OPENINGS.find((job) => job.id === id);
}
