/**
 * The API's own messages in Arabic, by their English text (what the error answers carry in `message` and `errors`).
 * Messages of the shared form rules (`@fj/shared` FORM_MESSAGES, CANDIDATE_PROFILE_MESSAGES, PLAYER_MESSAGES,
 * "Please use at most N characters.") are not here: the SPA already shows those from its own catalogue
 * (web/src/lib/form-messages.ts), so the API leaves them in English for it to recognise. api-messages.test.ts fails
 * when a message the API throws has no Arabic here.
 */
export const API_MESSAGES_AR: Readonly<Record<string, string>> = {
  // errors plugin and HTTP defaults
  'Authentication required': 'يجب تسجيل الدخول.',
  'You are not allowed to do this': 'لا يحق لك القيام بذلك.',
  'Not found': 'غير موجود.',
  'The request body is not valid JSON': 'محتوى الطلب ليس بصيغة JSON صحيحة.',
  'The request body is not valid UTF-8 text': 'محتوى الطلب ليس نصًا صالحًا بترميز UTF-8.',
  'The request body is empty but Content-Type is application/json': 'محتوى الطلب فارغ مع أنه مُعلَن بصيغة JSON.',
  'A value in the request is out of range or not allowed.': 'إحدى القيم في الطلب خارج النطاق المسموح أو غير مقبولة.',
  'Something went wrong on our side. Please try again.': 'حدث خطأ من جهتنا. يُرجى المحاولة مجددًا.',
  'The service is temporarily unavailable because its database cannot be reached. Please try again in a few seconds.':
    'الخدمة غير متاحة مؤقتًا لتعذّر الوصول إلى قاعدة البيانات. يُرجى المحاولة مجددًا بعد بضع ثوانٍ.',
  'Invalid value.': 'قيمة غير صالحة.',
  'Please check the form.': 'يُرجى مراجعة النموذج.',
  'Please correct the highlighted fields': 'يُرجى تصحيح الحقول المحددة.',
  'Too many requests.': 'طلبات كثيرة جدًا.',
  Taken: 'مستخدَم بالفعل.',
  // sign-in, accounts
  'Invalid login details': 'بيانات الدخول غير صحيحة.',
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يُرجى تسجيل الدخول مجددًا.',
  'Your account no longer exists.': 'لم يعد حسابك موجودًا.',
  'Account not found': 'الحساب غير موجود.',
  'User not found': 'المستخدم غير موجود.',
  'This username is already taken.': 'اسم المستخدم هذا مستخدَم بالفعل.',
  'An account with this email address already exists.': 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
  'An account with these details already exists.': 'يوجد حساب بهذه البيانات بالفعل.',
  'Too many failed sign-in attempts for this account from your network. You can reset your password.':
    'محاولات دخول فاشلة كثيرة لهذا الحساب من شبكتك. يمكنك إعادة تعيين كلمة المرور.',
  'Too many failed sign-in attempts from your network.': 'محاولات دخول فاشلة كثيرة من شبكتك.',
  'Too many password reset requests from your network.': 'طلبات كثيرة لإعادة تعيين كلمة المرور من شبكتك.',
  'Too many new accounts from your network.': 'حسابات جديدة كثيرة من شبكتك.',
  'This password reset link is invalid, expired or already used. Please request a new one.':
    'رابط إعادة تعيين كلمة المرور هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه. يُرجى طلب رابط جديد.',
  'Social login is not configured': 'تسجيل الدخول عبر الشبكات الاجتماعية غير مفعّل.',
  'Could not verify the Google sign-in. Please try again.': 'تعذّر التحقق من تسجيل الدخول عبر جوجل. يُرجى المحاولة مجددًا.',
  'Your Google account has no verified email address.': 'لا يملك حسابك في جوجل بريدًا إلكترونيًا موثَّقًا.',
  'No account uses this Google address yet. Please register first.': 'لا يوجد حساب يستخدم عنوان جوجل هذا بعد. يُرجى التسجيل أولًا.',
  'You cannot remove your own administrator role.': 'لا يمكنك إزالة دور المشرف عن حسابك.',
  'You cannot suspend your own account.': 'لا يمكنك إيقاف حسابك بنفسك.',
  'Your account does not belong to an employer.': 'حسابك لا يتبع لأي صاحب عمل.',
  // jobs, applications, pipeline
  'Job not found': 'الوظيفة غير موجودة.',
  'This job belongs to another employer.': 'هذه الوظيفة تابعة لصاحب عمل آخر.',
  'Your account does not belong to an employer, so it cannot post jobs.': 'حسابك لا يتبع لأي صاحب عمل، لذا لا يمكنه نشر وظائف.',
  'Please choose an existing employer.': 'يُرجى اختيار صاحب عمل موجود.',
  'The deadline of this job has passed. Edit the job and set a new deadline before publishing it again.':
    'انقضى الموعد النهائي لهذه الوظيفة. عدّل الوظيفة وحدّد موعدًا جديدًا قبل نشرها مجددًا.',
  'This job is no longer accepting applications.': 'لم تعد هذه الوظيفة تستقبل طلبات.',
  'You have already applied for this job.': 'لقد تقدّمت لهذه الوظيفة من قبل.',
  'Please choose one of your PDF CVs, or upload one.': 'يُرجى اختيار إحدى سيرك الذاتية بصيغة PDF أو رفع واحدة.',
  'Application not found': 'الطلب غير موجود.',
  'Unknown application status': 'حالة طلب غير معروفة.',
  'Name the applications to move': 'حدّد الطلبات المراد نقلها.',
  'Note not found': 'الملاحظة غير موجودة.',
  'The note is empty': 'الملاحظة فارغة.',
  'Some of these applications cannot be moved to that status; nothing was changed.': 'لا يمكن نقل بعض هذه الطلبات إلى تلك الحالة، ولم يتغير شيء.',
  'Job alert not found': 'تنبيه الوظائف غير موجود.',
  'This unsubscribe link is not valid. You can manage your alerts under Job Alerts in your account.':
    'رابط إلغاء الاشتراك هذا غير صالح. يمكنك إدارة تنبيهاتك من «تنبيهات الوظائف» في حسابك.',
  'Email template not found': 'قالب البريد غير موجود.',
  // profiles, organisations, team, media
  'Only candidate accounts have a candidate profile.': 'الملف الشخصي للمرشح متاح لحسابات المرشحين فقط.',
  'The text CV comes with Standard membership and above. Upgrade to download it.':
    'السيرة الذاتية النصية متاحة مع العضوية القياسية فما فوق. رقِّ عضويتك لتنزيلها.',
  'CV not found': 'السيرة الذاتية غير موجودة.',
  'Profile not found': 'الملف الشخصي غير موجود.',
  'Employer not found': 'صاحب العمل غير موجود.',
  'Organisation not found': 'المؤسسة غير موجودة.',
  'Please upload the logo as a picture first (POST /upload-profile-pic) and send its id.': 'يُرجى رفع الشعار صورةً أولًا ثم إرسال معرّفها.',
  'Only the employer and team managers can edit the company profile.': 'لا يعدّل ملف الشركة إلا صاحب العمل ومديرو الفريق.',
  'Team member not found': 'عضو الفريق غير موجود.',
  'You cannot remove your own account from the team.': 'لا يمكنك إزالة حسابك من الفريق.',
  'File not found': 'الملف غير موجود.',
  'Photo not found': 'الصورة غير موجودة.',
  'Please send the file as multipart/form-data in the field file.': 'يُرجى إرسال الملف في الحقل file من نموذج متعدد الأجزاء.',
  // football
  'Player not found': 'اللاعب غير موجود.',
  'Club not found': 'النادي غير موجود.',
  'Staff member not found': 'عضو الجهاز الفني غير موجود.',
  'Competition season not found': 'موسم المسابقة غير موجود.',
  'Claim not found': 'طلب المطالبة غير موجود.',
  'Please choose a football.json file.': 'يُرجى اختيار ملف football.json.',
  'Only candidates with a player profile type can claim a player profile': 'لا يطالب بملف لاعب إلا المرشحون من نوع «لاعب».',
  'Only data scouts, administrators and the player himself can edit a player profile': 'لا يعدّل ملف اللاعب إلا كشافو البيانات والمشرفون واللاعب نفسه.',
  'You can edit only your own player profile': 'يمكنك تعديل ملف اللاعب الخاص بك فقط.',
  'Someone has already claimed this profile; a data scout is reviewing it': 'طالب شخص آخر بهذا الملف بالفعل، ويراجعه أحد كشافي البيانات.',
  'This account already has a player profile': 'لهذا الحساب ملف لاعب بالفعل.',
  'Your account already has a player profile': 'لحسابك ملف لاعب بالفعل.',
  'This claim has already been decided': 'صدر القرار في هذه المطالبة بالفعل.',
  'This profile already belongs to an account': 'هذا الملف تابع لحساب بالفعل.',
  'You already have a claim waiting for review': 'لديك مطالبة بانتظار المراجعة بالفعل.',
  // content
  'Advertisement not found': 'الإعلان غير موجود.',
  'Author not found': 'الكاتب غير موجود.',
  'Issue not found': 'العدد غير موجود.',
  'Page not found': 'الصفحة غير موجودة.',
  'Post not found': 'المقال غير موجود.',
  'A post needs a body before it is published or scheduled.': 'يحتاج المقال إلى نصّ قبل نشره أو جدولته.',
  'A post needs an address before it is published: use Latin letters or numbers in the slug.':
    'يحتاج المقال إلى عنوان رابط قبل نشره: استخدم حروفًا لاتينية أو أرقامًا في الرابط المختصر.',
  'Testimonial not found': 'الشهادة غير موجودة.',
  'Please give a reason.': 'يُرجى ذكر السبب.',
  'This issue has been sent to every subscriber.': 'أُرسل هذا العدد إلى جميع المشتركين.',
  'This issue is already being sent.': 'يجري إرسال هذا العدد بالفعل.',
  'This link is not valid. Please subscribe again from the form.': 'هذا الرابط غير صالح. يُرجى الاشتراك مجددًا من النموذج.',
  'This address unsubscribed; subscribe again from the form.': 'ألغى هذا العنوان اشتراكه؛ اشترك مجددًا من النموذج.',
  'Too many messages from this address.': 'رسائل كثيرة من هذا العنوان.',
  'Too many messages.': 'رسائل كثيرة جدًا.',
  'Too many sign-up requests for this address.': 'طلبات اشتراك كثيرة لهذا العنوان.',
  'Too many sign-up requests.': 'طلبات اشتراك كثيرة جدًا.',
  // memberships, payments, shop
  'This plan is not available.': 'هذه الخطة غير متاحة.',
  'Please choose one of the plans.': 'يُرجى اختيار إحدى الخطط.',
  'This credit package is not available.': 'باقة الأرصدة هذه غير متاحة.',
  'Please choose one of the credit packages.': 'يُرجى اختيار إحدى باقات الأرصدة.',
  'Candidate accounts can only buy candidate memberships.': 'لا تشتري حسابات المرشحين إلا عضويات المرشحين.',
  'Employer accounts can only buy employer memberships.': 'لا تشتري حسابات أصحاب العمل إلا عضويات أصحاب العمل.',
  'Only the owner of the employer account can change its membership.': 'لا يغيّر عضوية حساب صاحب العمل إلا مالكه.',
  'Credit packages are bought by the employer account owner or a team manager.': 'يشتري باقات الأرصدة مالك حساب صاحب العمل أو أحد مديري الفريق.',
  'You already have this plan': 'لديك هذه الخطة بالفعل.',
  'Only an unpaid subscription can be paid again.': 'لا يُعاد دفع إلا الاشتراك غير المدفوع.',
  'Subscription not found': 'الاشتراك غير موجود.',
  'Only an active or unpaid subscription can be cancelled.': 'لا يُلغى إلا الاشتراك الفعّال أو غير المدفوع.',
  'The amount to pay must be more than zero.': 'يجب أن يكون المبلغ المطلوب دفعه أكبر من صفر.',
  'There is nothing to pay for.': 'لا يوجد ما يُدفع.',
  'This Idempotency-Key was already used for another payment': 'استُخدم مفتاح عدم التكرار هذا لدفعة أخرى.',
  'This Idempotency-Key was already used for a different request. Use a new key for a new checkout.':
    'استُخدم مفتاح عدم التكرار هذا لطلب مختلف. استخدم مفتاحًا جديدًا لكل عملية دفع جديدة.',
  'Payment not found': 'الدفعة غير موجودة.',
  'This payment has no receipt': 'لا يوجد إيصال لهذه الدفعة.',
  'Unknown payment provider': 'مزوّد دفع غير معروف.',
  'Unknown sandbox subscription': 'اشتراك تجريبي غير معروف.',
  'Invalid webhook body': 'محتوى الإشعار غير صالح.',
  'Invalid webhook payload': 'بيانات الإشعار غير صالحة.',
  'Invalid webhook signature': 'توقيع الإشعار غير صالح.',
  'Your card was declined.': 'رُفضت بطاقتك.',
  'We could not authenticate your payment.': 'تعذّر توثيق دفعتك.',
  'Your payment could not be completed.': 'تعذّر إتمام دفعتك.',
  'The checkout expired before the payment was made.': 'انتهت صلاحية صفحة الدفع قبل إتمام الدفعة.',
  'Your bank asked to authenticate this payment. Please pay it from the retry link.': 'طلب مصرفك توثيق هذه الدفعة. يُرجى دفعها من رابط إعادة المحاولة.',
  'Product not found': 'المنتج غير موجود.',
  'Order not found': 'الطلب غير موجود.',
  'This product is not in your basket': 'هذا المنتج ليس في سلتك.',
  'Choose at least 1': 'اختر 1 على الأقل.',
  'Your basket is empty': 'سلتك فارغة.',
  'Your basket holds items priced in another currency; buy them separately': 'في سلتك منتجات مسعّرة بعملة أخرى؛ اشترِها على حدة.',
};

/** Request parts named by the schema validator (`Invalid body` …). */
const REQUEST_PARTS_AR: Readonly<Record<string, string>> = {
  body: 'محتوى الطلب غير صالح.',
  querystring: 'معاملات الرابط غير صالحة.',
  params: 'عنوان الطلب غير صالح.',
  headers: 'ترويسات الطلب غير صالحة.',
  request: 'الطلب غير صالح.',
};

const waitAr = (amount: string, unit: string) => `يُرجى المحاولة مجددًا بعد ${amount} ${unit === 'minutes' ? 'دقيقة' : 'ثانية'}.`;

/**
 * Messages with a figure or a name in them. Each: the English shape (anchored) and its Arabic; the figures stay
 * Western digits as everywhere in the Arabic UI (docs/i18n.md).
 */
export const API_MESSAGE_PATTERNS_AR: readonly { english: RegExp; arabic: (...parts: string[]) => string }[] = [
  { english: /^Must be at most (\d+) characters\.$/, arabic: (n) => `يجب ألا يزيد على ${n} حرفًا.` },
  { english: /^Must be at least (\d+) characters\.$/, arabic: (n) => `يجب ألا يقل عن ${n} أحرف.` },
  { english: /^Must be of type (\w+)\.$/, arabic: () => 'نوع القيمة غير صحيح.' },
  { english: /^Must be a valid ([\w-]+)\.$/, arabic: () => 'القيمة غير صالحة.' },
  { english: /^Invalid (body|querystring|params|headers|request)$/, arabic: (part) => REQUEST_PARTS_AR[part]! },
  { english: /^No route ([A-Z]+ \S*)$/, arabic: (route) => `لا يوجد مسار لهذا الطلب: ${route}` },
  {
    english: /^(.+?) Please try again in (\d+) (seconds|minutes)\.$/,
    arabic: (reason, amount, unit) => `${API_MESSAGES_AR[reason] ?? reason} ${waitAr(amount!, unit!)}`,
  },
  {
    english: /^Your account has been suspended(?:: (.+?))?\. Please contact us if you think this is a mistake\.$/s,
    arabic: (reason) => `تم إيقاف حسابك${reason ? `: ${reason}` : ''}. يُرجى التواصل معنا إن كنت ترى أن ذلك خطأ.`,
  },
  { english: /^You can keep at most (\d+) job alerts\. Delete one to add another\.$/, arabic: (n) => `يمكنك الاحتفاظ بـ ${n} تنبيهات وظائف على الأكثر. احذف أحدها لإضافة غيره.` },
  { english: /^This application can no longer be withdrawn \(it is (.+)\)\.$/, arabic: (status) => `لم يعد ممكنًا سحب هذا الطلب (حالته: ${status}).` },
  { english: /^Unknown job status '(.*)'\. Use one of: .*$/s, arabic: (status) => `حالة وظيفة غير معروفة «${status}». استخدم إحدى: publish أو closed أو filled أو draft.` },
  { english: /^A job that is (.+) cannot be changed to (.+)\.$/, arabic: (from, to) => `لا يمكن تغيير وظيفة حالتها ${from} إلى ${to}.` },
  { english: /^You can buy at most (\d+)$/, arabic: (n) => `يمكنك شراء ${n} على الأكثر.` },
  { english: /^The file is larger than ([\d.]+) MB\.$/, arabic: (n) => `الملف أكبر من ${n} ميغابايت.` },
  { english: /^An Idempotency-Key header of 1 to (\d+) characters is required\.$/, arabic: (n) => `يلزم مفتاح عدم تكرار (Idempotency-Key) من 1 إلى ${n} حرفًا.` },
  { english: /^Invalid request: (.+) contains a NUL character\.$/, arabic: (field) => `طلب غير صالح: الحقل ${field} يحتوي على محرف NUL.` },
];
