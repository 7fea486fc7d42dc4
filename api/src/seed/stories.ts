/**
 * The site's first six news stories, in English and Arabic, published on their original dates.
 * Like jobs they are data: the seed writes them into a store that has no story, and staff own
 * them after that. Authors' Arabic names are the shared ones (contracts/arabic-names).
 */
import type { StoryCategory, StoryPicture, StoryText } from 'contracts';
import { ARABIC_NAMES } from 'contracts/arabic-names';
import { brand } from 'contracts/brand';
import type { StoredStory } from '../store/stories';

const arabic = (name: string) => ARABIC_NAMES[name] ?? name;
const company = brand.shortName;
const companyAr = arabic(brand.shortName);

interface SeedStory {
  slug: string;
  category: StoryCategory;
  picture: StoryPicture;
  date: string;
  author: string;
  en: Omit<StoryText, 'author'>;
  ar: Omit<StoryText, 'author'>;
}

const seedStories: SeedStory[] = [
  {
    slug: 'security-operations-centre-doha',
    category: 'company-news',
    picture: 'skyline',
    date: '2025-03-18',
    author: 'Leila Mansour',
    en: {
      title: `${company} Opens a Security Operations Centre in Doha`,
      summary:
        'Our new round-the-clock operations centre gives government and enterprise clients across the Gulf local threat monitoring, faster incident response and data that stays within the region.',
      body: [
        `${company} has opened a Security Operations Centre in Doha, staffed around the clock by analysts who monitor the networks, cloud platforms and citizen services of our clients across the Gulf.`,
        'Until now, much of that monitoring ran from centres outside the region. Clients told us two things: they wanted an analyst who knows their systems on the line within minutes of an alert, and they wanted their security data kept under their own jurisdiction. The Doha centre answers both: logs and alerts are processed and stored in Qatar, and each client has a named team on every shift.',
        'The centre brings together threat hunting, incident response and the encryption key custody our public-sector clients rely on. Over the coming year it will take on more than forty government and enterprise environments, and it will train the graduates of our university partnership programme alongside experienced analysts.',
      ],
    },
    ar: {
      title: `${companyAr} تفتتح مركزا للعمليات الأمنية في الدوحة`,
      summary:
        'يتيح مركز العمليات الجديد، الذي يعمل على مدار الساعة، لعملائنا من الجهات الحكومية والمؤسسات في أنحاء الخليج مراقبة محلية للتهديدات، واستجابة أسرع للحوادث، وبقاء البيانات داخل المنطقة.',
      body: [
        `افتتحت ${companyAr} مركزا للعمليات الأمنية في الدوحة، يعمل فيه على مدار الساعة محللون يراقبون شبكات عملائنا في أنحاء الخليج ومنصاتهم السحابية وخدماتهم المقدمة للمواطنين.`,
        'كانت معظم هذه المراقبة تجري حتى الآن من مراكز خارج المنطقة. وقد أخبرنا عملاؤنا بأمرين: أنهم يريدون محللا يعرف أنظمتهم على الخط خلال دقائق من أي تنبيه، وأنهم يريدون بقاء بياناتهم الأمنية ضمن ولايتهم القضائية. ويلبي مركز الدوحة الأمرين معا: إذ تعالج السجلات والتنبيهات وتحفظ في قطر، ولكل عميل فريق محدد في كل نوبة عمل.',
        'يجمع المركز بين البحث الاستباقي عن التهديدات والاستجابة للحوادث وحفظ مفاتيح التشفير الذي تعتمد عليه الجهات العامة من عملائنا. وسيتولى خلال العام المقبل أكثر من أربعين بيئة حكومية ومؤسسية، وسيدرب خريجي برنامج شراكتنا مع الجامعات إلى جانب محللين ذوي خبرة.',
      ],
    },
  },
  {
    slug: 'quantum-resistant-key-management',
    category: 'product-launch',
    picture: 'vault',
    date: '2025-02-25',
    author: 'Daniel Okafor',
    en: {
      title: 'Introducing Quantum-Resistant Key Management for Public Agencies',
      summary:
        'Our key management platform now supports post-quantum algorithms, so agencies can protect long-lived records against tomorrow’s threats without replacing their existing systems.',
      body: [
        'Records that a government keeps for decades, such as land registries, health files and court judgements, must stay confidential long after today’s encryption could be broken. An attacker can copy encrypted data now and wait for a quantum computer to read it later.',
        'Our key management platform now issues and rotates keys for the post-quantum algorithms standardised by NIST, ML-KEM for key exchange and ML-DSA for signatures, in hybrid mode beside the classical algorithms agencies already use. Existing applications keep calling the same interfaces; the platform decides which keys protect which data, and keeps an audit trail of every use.',
        'Agencies can start with the records that must stay secret longest and move the rest at their own pace. Our encryption team runs an inventory of where cryptography is used, ranks what to migrate first, and tests each change before it reaches production.',
      ],
    },
    ar: {
      title: 'إطلاق إدارة المفاتيح المقاومة للحوسبة الكمية للجهات العامة',
      summary:
        'تدعم منصتنا لإدارة المفاتيح الآن الخوارزميات المقاومة للحوسبة الكمية، لتتمكن الجهات العامة من حماية سجلاتها طويلة الأمد من تهديدات المستقبل دون استبدال أنظمتها القائمة.',
      body: [
        'يجب أن تبقى السجلات التي تحفظها الحكومات لعقود، كسجلات الأراضي والملفات الصحية والأحكام القضائية، سرية حتى بعد أن يصبح كسر التشفير المستخدم اليوم ممكنا. فبإمكان المهاجم نسخ البيانات المشفرة الآن وانتظار حاسوب كمي يقرؤها لاحقا.',
        'أصبحت منصتنا لإدارة المفاتيح تصدر المفاتيح وتجددها للخوارزميات المقاومة للحوسبة الكمية التي اعتمدها المعهد الوطني الأمريكي للمعايير والتقنية (NIST)، وهي ML-KEM لتبادل المفاتيح وML-DSA للتوقيعات، في نمط هجين إلى جانب الخوارزميات التقليدية التي تستخدمها الجهات حاليا. وتواصل التطبيقات القائمة استدعاء الواجهات نفسها، بينما تحدد المنصة المفاتيح التي تحمي كل نوع من البيانات، وتحتفظ بسجل تدقيق لكل استخدام.',
        'يمكن للجهات أن تبدأ بالسجلات التي يجب أن تبقى سرية أطول مدة، وأن تنقل البقية وفق وتيرتها. ويحصر فريق التشفير لدينا مواضع استخدام التشفير، ويرتب أولويات النقل، ويختبر كل تغيير قبل وصوله إلى بيئة التشغيل.',
      ],
    },
  },
  {
    slug: 'university-cybersecurity-talent-partnership',
    category: 'partnership',
    picture: 'campus',
    date: '2025-02-04',
    author: 'Sara Al-Khatib',
    en: {
      title: 'Partnering with Regional Universities to Grow Cybersecurity Talent',
      summary:
        'A new internship and research programme with universities in Riyadh and Abu Dhabi will train the next generation of security analysts on real-world defensive projects.',
      body: [
        'The region needs far more security analysts than its universities can train on their own. We have signed agreements with universities in Riyadh and Abu Dhabi to close part of that gap together.',
        'Each year, final-year students in computer science and information security will join our teams for a six-month paid internship. They will work on real defensive projects under a mentor: hardening cloud environments, writing detection rules, and taking part in incident response exercises with our clients’ consent.',
        'The agreements also fund joint research on intrusion detection with machine learning and on securing digital identity services. Graduates of the programme are invited to apply for our open positions, and the first group starts this autumn.',
      ],
    },
    ar: {
      title: 'شراكة مع جامعات المنطقة لتنمية المواهب في الأمن السيبراني',
      summary:
        'يدرب برنامج جديد للتدريب العملي والبحث مع جامعات في الرياض وأبوظبي الجيل القادم من محللي الأمن على مشاريع دفاعية من الواقع.',
      body: [
        'تحتاج المنطقة إلى عدد من محللي الأمن يفوق كثيرا ما تستطيع جامعاتها تخريجه وحدها. وقد وقعنا اتفاقيات مع جامعات في الرياض وأبوظبي لنسد جزءا من هذه الفجوة معا.',
        'سينضم طلاب السنة الأخيرة في علوم الحاسب وأمن المعلومات كل عام إلى فرقنا في تدريب عملي مدفوع الأجر مدته ستة أشهر. وسيعملون تحت إشراف مرشد على مشاريع دفاعية حقيقية: تحصين البيئات السحابية، وكتابة قواعد الرصد، والمشاركة في تمارين الاستجابة للحوادث بموافقة عملائنا.',
        'تمول الاتفاقيات أيضا بحوثا مشتركة في رصد الاختراقات بتعلم الآلة وفي تأمين خدمات الهوية الرقمية. ويدعى خريجو البرنامج إلى التقدم لشغل الوظائف الشاغرة لدينا، وتبدأ الدفعة الأولى هذا الخريف.',
      ],
    },
  },
  {
    slug: 'municipal-permit-processing-case-study',
    category: 'client-success',
    picture: 'portal',
    date: '2025-01-15',
    author: 'Michael Brennan',
    en: {
      title: 'How a Municipal Government Cut Permit Processing Time by 60%',
      summary:
        'By moving paper permits to a secure citizen portal with automated workflows, a growing city reduced waiting times from weeks to days while improving audit trails.',
      body: [
        'A fast-growing city was receiving more building and business permit requests every year, each on paper, each passed by hand between five departments. Applicants waited three weeks on average, and nobody could say where a file was.',
        'We built a citizen portal on the city’s existing identity service: applicants submit and sign online, pay the fee, and follow each step. Behind it, automated workflows route every request to the right department, check the documents against the rules, and remind reviewers before a deadline passes. Every action is recorded in a tamper-evident audit trail.',
        'Within six months, the average processing time fell from fifteen working days to six, a cut of 60%. Staff spend their time on the decisions that need them, and the city’s auditors can now trace any permit from request to approval in minutes.',
      ],
    },
    ar: {
      title: 'كيف خفضت حكومة محلية مدة معالجة التصاريح بنسبة 60%',
      summary:
        'بنقل التصاريح الورقية إلى بوابة آمنة للمواطنين مع إجراءات عمل مؤتمتة، قلصت مدينة متنامية مدة الانتظار من أسابيع إلى أيام، وحسنت سجلات التدقيق.',
      body: [
        'كانت مدينة سريعة النمو تتلقى كل عام مزيدا من طلبات تصاريح البناء والأعمال، كلها ورقية، وكل منها ينتقل يدويا بين خمس إدارات. وكان المتقدمون ينتظرون ثلاثة أسابيع في المتوسط، ولم يكن أحد يعرف أين يوجد الملف.',
        'بنينا بوابة للمواطنين على خدمة الهوية القائمة لدى المدينة: يقدم المتقدمون طلباتهم ويوقعونها إلكترونيا، ويدفعون الرسوم، ويتابعون كل خطوة. وفي الخلفية توجه إجراءات العمل المؤتمتة كل طلب إلى الإدارة المختصة، وتتحقق من المستندات وفق القواعد، وتذكر المراجعين قبل انقضاء المهلة. ويسجل كل إجراء في سجل تدقيق يكشف أي عبث.',
        'انخفض متوسط مدة المعالجة خلال ستة أشهر من خمسة عشر يوم عمل إلى ستة أيام، أي بنسبة 60%. وأصبح الموظفون يكرسون وقتهم للقرارات التي تحتاج إليهم، وبات بإمكان مدققي المدينة تتبع أي تصريح من تقديمه إلى اعتماده في دقائق.',
      ],
    },
  },
  {
    slug: 'public-sector-cybersecurity-award',
    category: 'awards',
    picture: 'trophy',
    date: '2024-12-09',
    author: 'Leila Mansour',
    en: {
      title: 'Recognised for Excellence in Public-Sector Cybersecurity',
      summary:
        'Our cybersecurity practice received an industry award for a national incident response programme that helped a ministry detect and contain threats in minutes instead of hours.',
      body: [
        'Our cybersecurity practice has received an industry award for excellence in public-sector security, for the national incident response programme we run with a ministry and its agencies.',
        'When the programme began, an attack on one agency could go unnoticed for hours, and each agency answered it alone. Together with the ministry we brought their alerts into one view, wrote shared playbooks, and trained a response team in every agency. Exercises every quarter keep the playbooks honest.',
        'The judges pointed to the results: threats are now detected and contained in minutes instead of hours, and no incident since the programme began has spread from one agency to another. The award belongs to the ministry’s teams as much as to ours.',
      ],
    },
    ar: {
      title: 'تكريم لتميزنا في الأمن السيبراني للقطاع العام',
      summary:
        'حصلت ممارسة الأمن السيبراني لدينا على جائزة قطاعية عن برنامج وطني للاستجابة للحوادث ساعد وزارة على اكتشاف التهديدات واحتوائها في دقائق بدلا من ساعات.',
      body: [
        'حصلت ممارسة الأمن السيبراني لدينا على جائزة قطاعية للتميز في أمن القطاع العام، عن البرنامج الوطني للاستجابة للحوادث الذي ننفذه مع إحدى الوزارات والجهات التابعة لها.',
        'عندما بدأ البرنامج كان الهجوم على جهة واحدة قد يمر دون أن يلاحظه أحد لساعات، وكانت كل جهة تتصدى له وحدها. فجمعنا مع الوزارة تنبيهات الجهات في عرض واحد، وكتبنا أدلة استجابة مشتركة، ودربنا فريق استجابة في كل جهة. وتحافظ التمارين الفصلية على صلاحية هذه الأدلة.',
        'أشارت لجنة التحكيم إلى النتائج: أصبحت التهديدات تكتشف وتحتوى في دقائق بدلا من ساعات، ولم ينتقل أي حادث من جهة إلى أخرى منذ بدء البرنامج. والجائزة لفرق الوزارة بقدر ما هي لفريقنا.',
      ],
    },
  },
  {
    slug: 'digital-government-forum-abu-dhabi',
    category: 'events',
    picture: 'stage',
    date: '2024-11-20',
    author: 'Youssef Karim',
    en: {
      title: 'Meet Our Team at the Digital Government Forum in Abu Dhabi',
      summary:
        'Our e-government and AI specialists will present practical lessons from deploying large language models in citizen services, with live demonstrations at our stand.',
      body: [
        'Our e-government and AI specialists will be at the Digital Government Forum in Abu Dhabi, with a talk and live demonstrations at our stand.',
        'The talk shares what we learned deploying large language models in citizen services: where an assistant answers questions well, where a human must stay in the loop, how to keep personal data out of prompts and logs, and how to measure whether citizens are actually better served.',
        'At the stand, visitors can try a bilingual assistant that answers questions about permits in English and Arabic from an agency’s own documents, and see how our encryption and identity services protect it. Our team will be glad to discuss your own projects.',
      ],
    },
    ar: {
      title: 'التقوا بفريقنا في منتدى الحكومة الرقمية في أبوظبي',
      summary:
        'يعرض متخصصونا في الحكومة الإلكترونية والذكاء الاصطناعي دروسا عملية من نشر النماذج اللغوية الكبيرة في خدمات المواطنين، مع عروض حية في جناحنا.',
      body: [
        'يشارك متخصصونا في الحكومة الإلكترونية والذكاء الاصطناعي في منتدى الحكومة الرقمية في أبوظبي، بمحاضرة وعروض حية في جناحنا.',
        'تعرض المحاضرة ما تعلمناه من نشر النماذج اللغوية الكبيرة في خدمات المواطنين: أين يحسن المساعد الإجابة، وأين يجب أن يبقى الإنسان طرفا في القرار، وكيف تبقى البيانات الشخصية خارج الطلبات والسجلات، وكيف نقيس ما إذا كانت الخدمة المقدمة للمواطنين قد تحسنت فعلا.',
        'يمكن لزوار الجناح تجربة مساعد ثنائي اللغة يجيب عن الأسئلة المتعلقة بالتصاريح بالعربية والإنجليزية من مستندات الجهة نفسها، والاطلاع على الطريقة التي تحميه بها خدماتنا للتشفير والهوية. ويسعد فريقنا بمناقشة مشاريعكم.',
      ],
    },
  },
];

/** A seed story is created and published at midnight UTC of its date, and unchanged since. */
export const stories: StoredStory[] = seedStories.map(({ slug, category, picture, date, author, en, ar }) => {
  const at = `${date}T00:00:00.000Z`;
  return {
    id: `story-${slug}`,
    slug,
    category,
    picture,
    state: 'published',
    publishedAt: at,
    firstPublishedAt: at,
    createdAt: at,
    updatedAt: at,
    text: { en: { ...en, author }, ar: { ...ar, author: arabic(author) } },
  };
});
